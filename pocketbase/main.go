// Command pocketbase is the project's backend: the stock PocketBase server with the
// JS hooks (pb_hooks) and JS migrations (pb_migrations) plugins, and nothing that
// reaches the internet on its own (no self-update plugin).
package main

import (
	"log"
	"os"
	"path/filepath"
	"strings"

	"github.com/pocketbase/pocketbase"
	"github.com/pocketbase/pocketbase/plugins/jsvm"
	"github.com/pocketbase/pocketbase/plugins/migratecmd"
)

func main() {
	app := pocketbase.New()

	var hooksDir, migrationsDir string
	var hooksWatch bool
	app.RootCmd.PersistentFlags().StringVar(&hooksDir, "hooksDir", defaultDir("pb_hooks"), "the directory with the JS app hooks")
	app.RootCmd.PersistentFlags().BoolVar(&hooksWatch, "hooksWatch", false, "restart the app on pb_hooks file change (development only)")
	app.RootCmd.PersistentFlags().StringVar(&migrationsDir, "migrationsDir", defaultDir("pb_migrations"), "the directory with the JS migrations")

	// Flags must be parsed before jsvm registers, or it would see the defaults.
	app.RootCmd.ParseFlags(os.Args[1:])

	jsvm.MustRegister(app, jsvm.Config{
		MigrationsDir: migrationsDir,
		HooksDir:      hooksDir,
		HooksWatch:    hooksWatch,
		HooksPoolSize: 25,
	})

	migratecmd.MustRegister(app, app.RootCmd, migratecmd.Config{
		TemplateLang: migratecmd.TemplateLangJS,
		Automigrate:  false,
		Dir:          migrationsDir,
	})

	if err := app.Start(); err != nil {
		log.Fatal(err)
	}
}

// defaultDir resolves a folder next to the sources when run with `go run`, else next
// to the executable; the start scripts always pass explicit paths anyway.
func defaultDir(name string) string {
	if strings.HasPrefix(os.Args[0], os.TempDir()) {
		return filepath.Join(".", name)
	}
	return filepath.Join(filepath.Dir(os.Args[0]), name)
}
