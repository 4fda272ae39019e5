// The kkeulmit executable's libcurl loader: see curl_loader.c.
#ifndef KKEULMIT_CCURL_LOADER_H
#define KKEULMIT_CCURL_LOADER_H

/// 1 once libcurl has been loaded by this process (for `--verbose` and the tests), else 0.
int kkeulmit_curl_loaded(void);

#endif
