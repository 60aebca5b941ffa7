vcl 4.1;

# Varnish as the edge cache in front of the web servers, for a site served to the world from
# caches that keep pages long and drop them the moment they change:
#
# - Public pages, feeds and the sitemap are kept as long as the servers allow (a day: their
#   Cache-Control says `s-maxage=86400` when CDN_PURGE is set, src/cache/edgeHeaders.ts), for
#   every visitor alike: cookies other than a session's play no part in them.
# - Every change purges what shows it: the servers send `PURGE` with the changed cache tags in
#   `xkey-purge` (CDN_PURGE=varnish, CDN_VARNISH_URLS), and every page whose `Surrogate-Key`
#   names one of them is fetched again by the next visitor (xkey of varnish-modules).
# - Sessions, previews of drafts, the admin, the APIs and the control area are passed through,
#   never kept, exactly as deploy/nginx/edge.conf does.
# - While every server is down, the last copies are served for a day (grace); while a server is
#   up, never a stale one.
#
# The servers and who may purge are in backends.vcl, found in vcl_path (default: the folder of
# this file; the cluster test writes its own): a round-robin director `unbound_web` created in
# vcl_init, and an acl `unbound_purgers`. Run it as
#   varnishd -a :80 -f /etc/varnish/unbound/default.vcl -p vcl_path=/etc/varnish/unbound -s malloc,1g
# and start the web servers with TRUSTED_PROXIES set to Varnish's address.

import directors;
import std;
import xkey;

# A server is taken out after two failed health checks out of three, one a second.
probe unbound_health {
    .url = "/api/health";
    .interval = 1s;
    .timeout = 2s;
    .window = 3;
    .threshold = 2;
    .initial = 2;
}

include "backends.vcl";

sub vcl_recv {
    set req.backend_hint = unbound_web.backend();
    if (req.restarts == 0) {
        unset req.http.X-Grace-Only;
    }

    if (req.method == "PURGE") {
        if (client.ip !~ unbound_purgers) {
            return (synth(405, "Not allowed"));
        }
        if (!req.http.xkey-purge) {
            return (synth(400, "No tags in xkey-purge"));
        }
        # Soft: a purged page is never served while a server is up (req.grace below), but stays
        # for the case that all of them are down.
        set req.http.X-Purged = xkey.softpurge(req.http.xkey-purge);
        return (synth(200, "Purged " + req.http.X-Purged));
    }

    # The servers trust this one hop (TRUSTED_PROXIES): the client's address as Varnish saw it,
    # never what the client claimed. One id per request, in the servers' log lines and the answer.
    set req.http.X-Forwarded-For = client.ip;
    unset req.http.X-Real-IP;
    unset req.http.Forwarded;
    if (req.restarts == 0) {
        set req.http.X-Request-Id = "varnish-" + std.integer(time=now) + "-" + req.xid;
    }

    # Metrics are scraped from each server's METRICS_PORT, never through the public edge.
    if (req.url ~ "^/metrics(\?|$)") {
        return (synth(404, "Not Found"));
    }
    if (req.method != "GET" && req.method != "HEAD") {
        return (pass);
    }
    # Logged-in areas and APIs (both languages of the control area).
    if (req.url ~ "^/(admin|api|next)(/|\?|$)" || req.url ~ "^/(de|en)/control(/|\?|$)") {
        return (pass);
    }
    # A request that belongs to someone: a session (staff and customers share Payload's
    # `payload-token` cookie), the admin's preview of a draft, or an API token.
    if (req.http.Authorization || req.http.Cookie ~ "(^|;)\s*(payload-token|__prerender_bypass)=") {
        return (pass);
    }
    # Pages under a language prefix and files are the same for everyone: other cookies (analytics,
    # the remembered language) are dropped. Paths without a prefix keep them: the language
    # redirect of `/` reads the remembered choice (and is never kept, see vcl_backend_response).
    if (req.url ~ "^/(de|en)(/|\?|$)" || req.url ~ "^/_next/" || req.url ~ "^/[^?]*\.[A-Za-z0-9]+(\?|$)") {
        unset req.http.Cookie;
    }
    # A server is up: an expired or purged page is fetched again before it is served, no stale
    # copy. All are down, or the fetch just failed (vcl_synth): the last copy, up to a day old.
    if (req.http.X-Grace-Only) {
        set req.grace = 24h;
    } elsif (std.healthy(req.backend_hint)) {
        set req.grace = 0s;
    }
}

sub vcl_hit {
    set req.http.X-Cache = "HIT";
    if (obj.ttl <= 0s) {
        set req.http.X-Cache = "STALE";
    }
}

sub vcl_miss {
    set req.http.X-Cache = "MISS";
}

sub vcl_pass {
    set req.http.X-Cache = "PASS";
}

sub vcl_backend_response {
    # Only what the servers mean for everyone is kept: an explicit s-maxage or max-age, nothing
    # private, no cookie (src/cache/edgeHeaders.ts). Anything else, `/`'s language redirect
    # included, goes to the servers every time.
    if (beresp.http.Set-Cookie ||
        beresp.http.Cache-Control !~ "(s-maxage|max-age)=[1-9]" ||
        beresp.http.Cache-Control ~ "(private|no-store|no-cache)") {
        set beresp.uncacheable = true;
        set beresp.ttl = 120s;
        return (deliver);
    }
    # The cache tags of the page, by which a purge finds it.
    if (beresp.http.Surrogate-Key) {
        set beresp.http.xkey = beresp.http.Surrogate-Key;
    }
    unset beresp.http.X-Request-Id;
    set beresp.grace = 24h;
    return (deliver);
}

sub vcl_backend_error {
    # A server that refuses (stopped, restarting): the next one is asked. When none answers, the
    # fetch is given up, so the page's last copy stays (vcl_synth serves it).
    if (bereq.retries < 1) {
        return (retry);
    }
    return (abandon);
}

sub vcl_synth {
    # No server answered for a page: its last copy, if one is kept (purged or expired less than a
    # day ago), rather than an error. The health check takes up to two seconds to notice.
    if (resp.status == 503 && req.restarts == 0 && req.http.X-Cache == "MISS") {
        set req.http.X-Grace-Only = "1";
        return (restart);
    }
}

sub vcl_deliver {
    set resp.http.X-Cache = req.http.X-Cache;
    set resp.http.X-Request-Id = req.http.X-Request-Id;
    unset resp.http.xkey;
}
