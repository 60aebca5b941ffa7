# The web servers and the addresses allowed to purge, for deploy/varnish/default.vcl (which
# includes this file): one backend per web server, all in the round-robin director
# `unbound_web`, and every address a server or worker sends its purges from (CDN_VARNISH_URLS
# points them at this Varnish). Anyone else's PURGE is refused.

backend web_a {
    .host = "web-a";
    .port = "3000";
    .probe = unbound_health;
    .connect_timeout = 2s;
    .first_byte_timeout = 60s;
}

backend web_b {
    .host = "web-b";
    .port = "3000";
    .probe = unbound_health;
    .connect_timeout = 2s;
    .first_byte_timeout = 60s;
}

acl unbound_purgers {
    "localhost";
    "10.0.0.0"/8;
    "172.16.0.0"/12;
    "192.168.0.0"/16;
}

sub vcl_init {
    new unbound_web = directors.round_robin();
    unbound_web.add_backend(web_a);
    unbound_web.add_backend(web_b);
}
