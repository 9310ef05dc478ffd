declare namespace App {
  interface Locals {
    /** The web server's data state, passed by its renderer (src/lib/data/shared-state.ts). */
    data?: import('./lib/data/shared-state').SharedDataState;
  }
}
