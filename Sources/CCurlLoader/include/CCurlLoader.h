// The kkeulmit executable's libcurl loader: see curl_loader.c.
#ifndef KKEULMIT_CCURL_LOADER_H
#define KKEULMIT_CCURL_LOADER_H

/// What `kkeulmit_curl_load` found.
enum {
    /// libcurl is loaded and has every function URLSession calls.
    KKEULMIT_CURL_LOADED = 0,
    /// No libcurl could be loaded (libcurl.so.4, libcurl-gnutls.so.4, libcurl.so, or KKEULMIT_LIBCURL).
    KKEULMIT_CURL_NOT_FOUND = 1,
    /// A libcurl was loaded, but it lacks a function URLSession calls.
    KKEULMIT_CURL_INCOMPLETE = 2,
};

/// Loads libcurl and resolves every function URLSession calls, once per process; later calls return the first
/// answer. Called before the process's first URLSession is opened.
int kkeulmit_curl_load(void);

/// The newest failure libcurl reported for a transfer to `host`: its CURLcode (0: none), with the TLS verification
/// result (`CURLINFO_SSL_VERIFYRESULT`, OpenSSL's X509_V_ERR_*) and the proxy's CONNECT status in `verify` and
/// `connect`.
int kkeulmit_curl_failure(const char *host, long *verify, long *connect);

#endif
