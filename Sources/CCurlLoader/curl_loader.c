// libcurl, loaded when the first request is due rather than when the process starts.
//
// FoundationNetworking (URLSession on Linux) calls libcurl, and linking it makes libcurl and the ~30 libraries it
// needs (TLS, HTTP/2, IDN, LDAP, Kerberos, ...) load and relocate at every start: about 9 ms, paid by every run,
// while a run answered from the cache never makes a request. This file defines the 23 libcurl functions
// FoundationNetworking calls (Tests/EndToEndTests/CurlLoaderTests.swift compares them with the toolchain's
// lib_CFURLSessionInterface.a); an empty libcurl.a (link/) answers its -lcurl, so libcurl is not a start-up
// dependency. `kkeulmit_curl_load`, which the Swift side calls before it opens its URLSession, dlopens libcurl and
// resolves every function; the forwarders then call them. Nothing else changes: URLSession, its delegate and
// libcurl's behaviour are the real ones.
//
// The three variadic functions take exactly one argument after the option (a long, a pointer or a curl_off_t,
// all passed in one integer register on the 64-bit Linux ABIs), which is forwarded as it came.
//
// Only the executable links this, and its symbols are hidden: nothing interposes libcurl for anyone else (a
// dynamically linked FoundationNetworking, as in debug builds, keeps calling libcurl directly). The one exception
// is curl_multi_setopt, below.

#define _GNU_SOURCE
#include "CCurlLoader.h"

#include <dlfcn.h>
#include <pthread.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

// The variadic forwarding reads the one argument as a `void *`: right only where a long, a pointer and a
// curl_off_t (long long) travel in one 64-bit integer register, as on x86-64 and AArch64 Linux.
_Static_assert(sizeof(long) == 8 && sizeof(void *) == 8 && sizeof(long long) == 8,
               "curl_loader.c forwards a long, a pointer or a curl_off_t as one 64-bit integer argument");

// Every function FoundationNetworking calls: return type, name, parameters and arguments. The variadic ones
// (curl_easy_setopt, curl_easy_getinfo, curl_multi_setopt) are written out below.
#define CURL_FUNCTIONS(X)                                                                                          \
    X(int, curl_global_init, (long flags), (flags))                                                                \
    X(void *, curl_easy_init, (void), ())                                                                          \
    X(void, curl_easy_cleanup, (void *handle), (handle))                                                           \
    X(int, curl_easy_pause, (void *handle, int bitmask), (handle, bitmask))                                        \
    X(const char *, curl_easy_strerror, (int code), (code))                                                        \
    X(void, curl_free, (void *pointer), (pointer))                                                                 \
    X(void *, curl_multi_init, (void), ())                                                                         \
    X(int, curl_multi_cleanup, (void *multi), (multi))                                                             \
    X(int, curl_multi_add_handle, (void *multi, void *easy), (multi, easy))                                        \
    X(int, curl_multi_remove_handle, (void *multi, void *easy), (multi, easy))                                     \
    X(int, curl_multi_assign, (void *multi, int socket, void *pointer), (multi, socket, pointer))                  \
    X(int, curl_multi_socket_action, (void *multi, int socket, int mask, int *running),                            \
      (multi, socket, mask, running))                                                                              \
    X(void *, curl_slist_append, (void *list, const char *string), (list, string))                                 \
    X(void, curl_slist_free_all, (void *list), (list))                                                             \
    X(void *, curl_url, (void), ())                                                                                \
    X(int, curl_url_get, (void *url, int part, char **value, unsigned int flags), (url, part, value, flags))       \
    X(int, curl_url_set, (void *url, int part, const char *value, unsigned int flags), (url, part, value, flags))  \
    X(char *, curl_version, (void), ())                                                                            \
    X(void *, curl_version_info, (int age), (age))

#define CURL_VARIADIC(X) X(curl_easy_setopt) X(curl_easy_getinfo) X(curl_multi_setopt)

// Wrapped rather than forwarded (written out below), in every build.
#define CURL_WRAPPED(X) X(curl_multi_info_read)

#define CURL_INDEX(ret, name, params, args) name##_index,
#define CURL_VARIADIC_INDEX(name) name##_index,
enum { CURL_FUNCTIONS(CURL_INDEX) CURL_VARIADIC(CURL_VARIADIC_INDEX) CURL_WRAPPED(CURL_VARIADIC_INDEX) curl_function_count };

#define CURL_NAME(ret, name, params, args) #name,
#define CURL_VARIADIC_NAME(name) #name,
static const char *const curl_names[curl_function_count] = {
    CURL_FUNCTIONS(CURL_NAME) CURL_VARIADIC(CURL_VARIADIC_NAME) CURL_WRAPPED(CURL_VARIADIC_NAME)};

static void *curl_targets[curl_function_count];
static int curl_status = KKEULMIT_CURL_NOT_FOUND;
static pthread_once_t curl_once = PTHREAD_ONCE_INIT;

static void load_libcurl(void) {
    // KKEULMIT_LIBCURL names the library where the usual names do not find it.
    const char *given = getenv("KKEULMIT_LIBCURL");
    const char *const names[] = {given != NULL && given[0] != '\0' ? given : "libcurl.so.4", "libcurl-gnutls.so.4",
                                 "libcurl.so"};
    const size_t tried = given != NULL && given[0] != '\0' ? 1 : sizeof names / sizeof names[0];
    void *library = NULL;
    for (size_t i = 0; i < tried && library == NULL; i++) library = dlopen(names[i], RTLD_NOW | RTLD_LOCAL);
    if (library == NULL) return;
    for (int i = 0; i < curl_function_count; i++) {
        curl_targets[i] = dlsym(library, curl_names[i]);
        if (curl_targets[i] == NULL) {
            curl_status = KKEULMIT_CURL_INCOMPLETE;
            return;
        }
    }
    curl_status = KKEULMIT_CURL_LOADED;
}

int kkeulmit_curl_load(void) {
    pthread_once(&curl_once, load_libcurl);
    return curl_status;
}

// Every request loads libcurl first (`kkeulmit_curl_load` through the Swift side), and no URLSession exists
// before one: a forwarder called without a loaded libcurl is a defect, with nothing to return.
static void *libcurl_function(int index) {
    if (kkeulmit_curl_load() != KKEULMIT_CURL_LOADED) {
        static const char message[] = "kkeulmit: libcurl was called before it was loaded\n";
        (void)!write(2, message, sizeof message - 1);
        abort();
    }
    return curl_targets[index];
}

// Hidden: the static FoundationNetworking linked into the executable binds to them, while nothing outside it can,
// so libcurl's calls to its own functions stay inside libcurl (a static Swift binary exports its symbols).
#define CURL_HIDDEN __attribute__((visibility("hidden")))

#define CURL_FORWARD(ret, name, params, args)                                                                      \
    CURL_HIDDEN ret name params { return ((ret(*) params)libcurl_function(name##_index))args; }
CURL_FUNCTIONS(CURL_FORWARD)

static void *variadic_argument(va_list arguments) { return va_arg(arguments, void *); }

#define CURL_FORWARD_VARIADIC(name)                                                                                \
    CURL_HIDDEN int name(void *handle, int option, ...) {                                                          \
        va_list arguments;                                                                                         \
        va_start(arguments, option);                                                                               \
        void *argument = variadic_argument(arguments);                                                             \
        va_end(arguments);                                                                                         \
        return ((int (*)(void *, int, ...))libcurl_function(name##_index))(handle, option, argument);              \
    }
CURL_FORWARD_VARIADIC(curl_easy_setopt)
CURL_FORWARD_VARIADIC(curl_easy_getinfo)

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

// curl_multi_setopt is the one function defined for every build, the debug build (whose FoundationNetworking calls
// libcurl directly) included: it is exported, so FoundationNetworking's calls reach it first, and it wraps the
// socket callback URLSession registers (see socket_callback). It forwards libcurl's own calls unchanged.
__attribute__((visibility("default"))) int curl_multi_setopt(void *multi, int option, ...) {
    va_list arguments;
    va_start(arguments, option);
    void *argument = variadic_argument(arguments);
    va_end(arguments);
    if (option == CURLMOPT_SOCKETFUNCTION && argument != NULL) {
        socket_callback_t wrapped = NULL;
        // The first callback set is the one wrapped (URLSession's, the same function for every session); any other
        // goes to libcurl as it came.
        __atomic_compare_exchange_n(&urlsession_socket_callback, &wrapped, (socket_callback_t)argument, 0,
                                    __ATOMIC_ACQ_REL, __ATOMIC_ACQUIRE);
        if (wrapped == NULL || wrapped == (socket_callback_t)argument) argument = (void *)socket_callback;
    }
    return ((int (*)(void *, int, ...))libcurl_function(curl_multi_setopt_index))(multi, option, argument);
}

// What libcurl said when a transfer failed. URLSession turns most of libcurl's failures into URLError codes that
// lose what happened (an untrusted certificate is "-1", as is a refused proxy tunnel), so a failure would read as
// "network error" whatever it was. curl_multi_info_read is where URLSession learns that a transfer finished; the
// wrapper, exported like curl_multi_setopt so that every build's FoundationNetworking reaches it first, notes for
// each failed transfer its CURLcode, the TLS verification result and the proxy's CONNECT status under the host it
// was for, and hands the message on unchanged. The Swift side (NetworkAccess.diagnose) asks by host once the
// request has failed. The table is small and keeps the newest failure per host: requests to one host that fail
// together fail alike.
enum { CURLMSG_DONE = 1 };
enum {
    CURLINFO_EFFECTIVE_URL = 0x100000 + 1,
    CURLINFO_SSL_VERIFYRESULT = 0x200000 + 13,
    CURLINFO_HTTP_CONNECTCODE = 0x200000 + 22,
};
struct curl_message {
    int msg;
    void *easy;
    union {
        void *whatever;
        int result;
    } data;
};

enum { failure_slots = 16, host_bytes = 256 };
static struct {
    char host[host_bytes];
    int code;
    long verify;
    long connect;
} failures[failure_slots];
static int failure_next;
static pthread_mutex_t failures_lock = PTHREAD_MUTEX_INITIALIZER;

// The host of `url` (`https://HOST[:port]/…`, `[v6]` kept whole), or an empty string.
static void url_host(const char *url, char *host) {
    host[0] = '\0';
    if (url == NULL) return;
    const char *start = strstr(url, "://");
    if (start == NULL) return;
    start += 3;
    const char *at = strpbrk(start, "@/");
    if (at != NULL && *at == '@') start = at + 1;
    size_t length = start[0] == '[' ? strcspn(start, "]") + 1 : strcspn(start, ":/?#");
    if (length >= host_bytes) return;
    memcpy(host, start, length);
    host[length] = '\0';
}

static void note_failure(void *easy, int code) {
    char *url = NULL;
    long verify = 0, connect = 0;
    int (*getinfo)(void *, int, ...) = (int (*)(void *, int, ...))libcurl_function(curl_easy_getinfo_index);
    getinfo(easy, CURLINFO_EFFECTIVE_URL, &url);
    getinfo(easy, CURLINFO_SSL_VERIFYRESULT, &verify);
    getinfo(easy, CURLINFO_HTTP_CONNECTCODE, &connect);
    char host[host_bytes];
    url_host(url, host);
    pthread_mutex_lock(&failures_lock);
    int slot = failure_next;
    for (int i = 0; i < failure_slots; i++) {
        if (strcmp(failures[i].host, host) == 0) slot = i;
    }
    if (slot == failure_next) failure_next = (failure_next + 1) % failure_slots;
    memcpy(failures[slot].host, host, sizeof host);
    failures[slot].code = code;
    failures[slot].verify = verify;
    failures[slot].connect = connect;
    pthread_mutex_unlock(&failures_lock);
}

__attribute__((visibility("default"))) void *curl_multi_info_read(void *multi, int *queued) {
    void *message = ((void *(*)(void *, int *))libcurl_function(curl_multi_info_read_index))(multi, queued);
    struct curl_message *done = message;
    if (done != NULL && done->msg == CURLMSG_DONE && done->data.result != 0) note_failure(done->easy, done->data.result);
    return message;
}

int kkeulmit_curl_failure(const char *host, long *verify, long *connect) {
    int code = 0;
    pthread_mutex_lock(&failures_lock);
    for (int i = 0; i < failure_slots; i++) {
        if (failures[i].code != 0 && strcmp(failures[i].host, host) == 0) {
            code = failures[i].code;
            *verify = failures[i].verify;
            *connect = failures[i].connect;
        }
    }
    pthread_mutex_unlock(&failures_lock);
    return code;
}
