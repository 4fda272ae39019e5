// libcurl, loaded when the first request is due rather than when the process starts.
//
// FoundationNetworking (URLSession on Linux) calls libcurl, and linking it makes libcurl and the ~30 libraries it
// needs (TLS, HTTP/2, IDN, LDAP, Kerberos, ...) load and relocate at every start: about 9 ms, paid by every run,
// while a run answered from the cache never makes a request. This file defines the 23 libcurl functions
// FoundationNetworking calls; an empty libcurl.a (link/) answers its -lcurl, so libcurl is not a start-up
// dependency, and the first call (URLSession opens its session on the first fetch) dlopens libcurl and forwards
// every call to it. Nothing else changes: URLSession, its delegate and libcurl's behaviour are the real ones.
//
// The three variadic functions take exactly one argument after the option (a long, a pointer or a curl_off_t,
// all passed in one integer register on the 64-bit Linux ABIs), which is forwarded as it came.
//
// Only the executable links this, and its symbols are hidden: nothing interposes libcurl for anyone else (a
// dynamically linked FoundationNetworking, as in debug builds, keeps calling libcurl directly).

#define _GNU_SOURCE
#include "CCurlLoader.h"

#include <dlfcn.h>
#include <pthread.h>
#include <stdarg.h>
#include <stddef.h>
#include <string.h>
#include <unistd.h>

static void *curl_library;
static pthread_once_t curl_once = PTHREAD_ONCE_INIT;

static void curl_load(void) {
    static const char *const names[] = {"libcurl.so.4", "libcurl-gnutls.so.4", "libcurl.so"};
    for (size_t i = 0; i < sizeof names / sizeof names[0] && curl_library == NULL; i++) {
        curl_library = dlopen(names[i], RTLD_NOW | RTLD_LOCAL);
    }
    if (curl_library == NULL) {
        // No recovery is possible without libcurl; say what is missing, once, and exit like "unavailable".
        static const char message[] =
            "kkeulmit: cannot load libcurl (libcurl.so.4) to reach the network: install libcurl4\n";
        (void)!write(2, message, sizeof message - 1);
        _exit(69);
    }
}

static void *curl_symbol(const char *name) {
    pthread_once(&curl_once, curl_load);
    void *symbol = dlsym(curl_library, name);
    if (symbol == NULL) {
        static const char message[] = "kkeulmit: the installed libcurl lacks a function URLSession needs\n";
        (void)!write(2, message, sizeof message - 1);
        _exit(69);
    }
    return symbol;
}

int kkeulmit_curl_loaded(void) { return __atomic_load_n(&curl_library, __ATOMIC_ACQUIRE) != NULL; }

// No busy wait while a server is silent. libcurl tells URLSession which readiness it waits for on each socket
// through the socket callback (CURL_POLL_OUT while connecting, CURL_POLL_IN once the request is sent). URLSession
// (swift-corelibs-foundation 6.3.1, MultiHandle.swift: register(socket:) and _SocketSources.createSources) adds a
// dispatch source for each new interest but removes sources only on CURL_POLL_REMOVE. So the write source of the
// connect outlives it: a connected socket is always writable, and while the server has not answered it fires
// without pause, each time running curl_multi_socket_action, which finds nothing to read. A run waiting on a
// server that accepted and never answered burned a core until its deadline (strace: epoll_wait, epoll_ctl, poll,
// read and write of the wake-up eventfd, thousands a second). The wrapper hands URLSession a CURL_POLL_REMOVE
// before each narrower interest (IN or OUT alone on a socket that had sources), then the interest itself as for
// a new socket: the stale source is torn down and only what libcurl asked for is registered. URLSession handles
// exactly this sequence when libcurl sends it (it postpones the new sources until the old ones are cancelled).
enum { CURL_POLL_IN = 1, CURL_POLL_OUT = 2, CURL_POLL_REMOVE = 4 };
enum { CURLMOPT_SOCKETFUNCTION = 20001 };  // CURLOPTTYPE_FUNCTIONPOINT + 1 (curl/multi.h)
typedef int (*socket_callback_t)(void *easy, int socket, int what, void *clientp, void *socketp);
static socket_callback_t urlsession_socket_callback;

static int socket_callback(void *easy, int socket, int what, void *clientp, void *socketp) {
    socket_callback_t callback = __atomic_load_n(&urlsession_socket_callback, __ATOMIC_ACQUIRE);
    if (socketp != NULL && (what == CURL_POLL_IN || what == CURL_POLL_OUT)) {
        // URLSession releases its sources object on REMOVE and assigns a new one (curl_multi_assign) on the next
        // registration, which therefore must not see the old pointer.
        int removed = callback(easy, socket, CURL_POLL_REMOVE, clientp, socketp);
        if (removed != 0) return removed;
        socketp = NULL;
    }
    return callback(easy, socket, what, clientp, socketp);
}

// Each forwarder resolves its target once; racing first calls store the same pointer.
// Hidden: the static FoundationNetworking linked into the executable binds to them, while nothing outside it can,
// so libcurl's calls to its own functions stay inside libcurl (a static Swift binary exports its symbols).
#define CURL_HIDDEN __attribute__((visibility("hidden")))

#define CURL_FORWARD(ret, name, params, args)                                                                  \
    CURL_HIDDEN ret name params {                                                                                          \
        static ret(*target) params;                                                                            \
        ret(*f) params = __atomic_load_n(&target, __ATOMIC_ACQUIRE);                                           \
        if (f == NULL) {                                                                                       \
            f = (ret(*) params)curl_symbol(#name);                                                             \
            __atomic_store_n(&target, f, __ATOMIC_RELEASE);                                                    \
        }                                                                                                      \
        return f args;                                                                                         \
    }

#define CURL_FORWARD_VOID(name, params, args)                                                                  \
    CURL_HIDDEN void name params {                                                                                         \
        static void(*target) params;                                                                           \
        void(*f) params = __atomic_load_n(&target, __ATOMIC_ACQUIRE);                                          \
        if (f == NULL) {                                                                                       \
            f = (void(*) params)curl_symbol(#name);                                                            \
            __atomic_store_n(&target, f, __ATOMIC_RELEASE);                                                    \
        }                                                                                                      \
        f args;                                                                                                \
    }

#define CURL_FORWARD_VARIADIC(name)                                                                            \
    CURL_HIDDEN int name(void *handle, int option, ...) {                                                                  \
        static int (*target)(void *, int, ...);                                                                \
        int (*f)(void *, int, ...) = __atomic_load_n(&target, __ATOMIC_ACQUIRE);                               \
        if (f == NULL) {                                                                                       \
            f = (int (*)(void *, int, ...))curl_symbol(#name);                                                 \
            __atomic_store_n(&target, f, __ATOMIC_RELEASE);                                                    \
        }                                                                                                      \
        va_list arguments;                                                                                     \
        va_start(arguments, option);                                                                           \
        void *argument = va_arg(arguments, void *);                                                            \
        va_end(arguments);                                                                                     \
        return f(handle, option, argument);                                                                    \
    }

// libcurl's types are opaque here: handles are pointers, enums are ints, and sizes and flags keep their widths.
CURL_FORWARD(int, curl_global_init, (long flags), (flags))
CURL_FORWARD(void *, curl_easy_init, (void), ())
CURL_FORWARD_VOID(curl_easy_cleanup, (void *handle), (handle))
CURL_FORWARD(int, curl_easy_pause, (void *handle, int bitmask), (handle, bitmask))
CURL_FORWARD(const char *, curl_easy_strerror, (int code), (code))
CURL_FORWARD_VARIADIC(curl_easy_setopt)
CURL_FORWARD_VARIADIC(curl_easy_getinfo)
CURL_FORWARD_VOID(curl_free, (void *pointer), (pointer))
CURL_FORWARD(void *, curl_multi_init, (void), ())
CURL_FORWARD(int, curl_multi_cleanup, (void *multi), (multi))
CURL_FORWARD(int, curl_multi_add_handle, (void *multi, void *easy), (multi, easy))
CURL_FORWARD(int, curl_multi_remove_handle, (void *multi, void *easy), (multi, easy))
CURL_FORWARD(int, curl_multi_assign, (void *multi, int socket, void *pointer), (multi, socket, pointer))
CURL_FORWARD(void *, curl_multi_info_read, (void *multi, int *queued), (multi, queued))
// curl_multi_setopt is the one function defined for every build, the debug build (whose FoundationNetworking calls
// libcurl directly) included: it is exported, so FoundationNetworking's calls reach it first, and it wraps the
// socket callback URLSession registers (see socket_callback). It forwards libcurl's own calls unchanged.
__attribute__((visibility("default"))) int curl_multi_setopt(void *multi, int option, ...) {
    static int (*target)(void *, int, ...);
    int (*f)(void *, int, ...) = __atomic_load_n(&target, __ATOMIC_ACQUIRE);
    if (f == NULL) {
        f = (int (*)(void *, int, ...))curl_symbol("curl_multi_setopt");
        __atomic_store_n(&target, f, __ATOMIC_RELEASE);
    }
    va_list arguments;
    va_start(arguments, option);
    void *argument = va_arg(arguments, void *);
    va_end(arguments);
    if (option == CURLMOPT_SOCKETFUNCTION && argument != NULL) {
        socket_callback_t wrapped = NULL;
        // The first callback set is the one wrapped (URLSession's, the same function for every session); any other
        // goes to libcurl as it came.
        __atomic_compare_exchange_n(&urlsession_socket_callback, &wrapped, (socket_callback_t)argument, 0,
                                    __ATOMIC_ACQ_REL, __ATOMIC_ACQUIRE);
        if (wrapped == NULL || wrapped == (socket_callback_t)argument) argument = (void *)socket_callback;
    }
    return f(multi, option, argument);
}
CURL_FORWARD(int, curl_multi_socket_action, (void *multi, int socket, int mask, int *running),
             (multi, socket, mask, running))
CURL_FORWARD(void *, curl_slist_append, (void *list, const char *string), (list, string))
CURL_FORWARD_VOID(curl_slist_free_all, (void *list), (list))
CURL_FORWARD(void *, curl_url, (void), ())
CURL_FORWARD(int, curl_url_get, (void *url, int part, char **value, unsigned int flags), (url, part, value, flags))
CURL_FORWARD(int, curl_url_set, (void *url, int part, const char *value, unsigned int flags),
             (url, part, value, flags))
CURL_FORWARD(char *, curl_version, (void), ())
CURL_FORWARD(void *, curl_version_info, (int age), (age))
