# The shared cache in front of the web server (docs/OPERATIONS.md § Shared cache).
# Varnish 7.1 with vmod_xkey (Debian: varnish, varnish-modules). scripts/lib/varnish.mjs
# fills in the {{…}} placeholders and starts varnishd; for a hand-run Varnish, replace them.
#
# - Keeps only what the origin marks for it (`Surrogate-Control: max-age=N`): public pages (from
#   the page store, or rendered on request with the key `on-request`, purged whenever the data
#   changes) and client assets. App screens, API answers, redirects and 404s carry no such
#   header and are never stored.
# - Requests with a session (Cookie, Authorization) and anything but GET/HEAD go to the origin.
# - Objects carry the origin's `xkey` surrogate keys; the web server soft-purges them with
#   `PURGE` + `xkey-purge` after each revalidation pass has stored the new pages.
# - While the origin answers its probe, an expired or soft-purged copy is never served (the
#   next visitor gets the stored page); while it is down, copies up to the grace are.
vcl 4.1;

import std;
import xkey;

backend origin {
    .host = "{{ORIGIN_HOST}}";
    .port = "{{ORIGIN_PORT}}";
    .connect_timeout = 1s;
    .first_byte_timeout = 30s;
    .between_bytes_timeout = 10s;
    .probe = {
        .url = "/_health";
        .expected_response = 204;
        .interval = 1s;
        .timeout = 1s;
        .window = 3;
        .threshold = 2;
        .initial = 2;
    }
}

# Who may purge: the web server (same host in this setup; add its address otherwise), and
# only with the shared token (a TLS proxy on this host forwards visitors from 127.0.0.1 too).
acl purgers {
    "127.0.0.1";
    "::1";
}

sub vcl_recv {
    if (req.restarts == 0) {
        unset req.http.x-stale-ok;
    }
    if (req.method == "PURGE") {
        if (client.ip !~ purgers || req.http.x-purge-token != "{{PURGE_TOKEN}}") {
            return (synth(403, "Forbidden"));
        }
        if (!req.http.xkey-purge) {
            return (synth(400, "xkey-purge header required"));
        }
        if (req.http.xkey-hard == "1") {
            set req.http.n-gone = xkey.purge(req.http.xkey-purge);
        } else {
            set req.http.n-gone = xkey.softpurge(req.http.xkey-purge);
        }
        return (synth(200, "Invalidated " + req.http.n-gone + " objects"));
    }
    if (req.method != "GET" && req.method != "HEAD") {
        return (pass);
    }
    # API answers, the revalidation endpoint and the health probe: always the origin's.
    if (req.url ~ "^/(api|_revalidate|_health)(/|\?|$)") {
        return (pass);
    }
    # Anything with a session or credentials: never from or into the cache.
    if (req.http.Authorization || req.http.Cookie) {
        return (pass);
    }
    # One variant per encoding the origin has: brotli, gzip, identity.
    if (req.http.Accept-Encoding ~ "\bbr\b") {
        set req.http.Accept-Encoding = "br";
    } elsif (req.http.Accept-Encoding ~ "\bgzip\b") {
        set req.http.Accept-Encoding = "gzip";
    } else {
        unset req.http.Accept-Encoding;
    }
    if (req.http.x-stale-ok) {
        # The origin failed this very request: any copy within the grace will do.
        set req.grace = {{GRACE}}s;
    } elsif (std.healthy(req.backend_hint)) {
        set req.grace = 0s;
    }
    return (hash);
}

sub vcl_backend_response {
    if (bereq.uncacheable) {
        return (deliver);
    }
    if (beresp.status == 200 && !beresp.http.Set-Cookie &&
        beresp.http.Surrogate-Control ~ "max-age=[0-9]+") {
        set beresp.ttl = std.duration(
            regsub(beresp.http.Surrogate-Control, "^.*max-age=([0-9]+).*$", "\1") + "s", 0s);
        set beresp.grace = {{GRACE}}s;
        set beresp.keep = 0s;
        unset beresp.http.Surrogate-Control;
        return (deliver);
    }
    # Not marked for the shared cache: remember that for a few seconds (requests go straight
    # to the origin meanwhile, not queued behind each other).
    set beresp.ttl = 10s;
    set beresp.uncacheable = true;
    return (deliver);
}

sub vcl_backend_error {
    set beresp.http.x-origin-down = "1";
}

sub vcl_deliver {
    if (resp.http.x-origin-down && req.restarts == 0 && (req.method == "GET" || req.method == "HEAD")) {
        # The origin did not answer (before its probe noticed): look for a copy in grace.
        set req.http.x-stale-ok = "1";
        return (restart);
    }
    unset resp.http.x-origin-down;
    unset resp.http.xkey;
    unset resp.http.Surrogate-Control;
    if (obj.hits > 0) {
        set resp.http.X-Cache = "HIT";
    } else {
        set resp.http.X-Cache = "MISS";
    }
}
