#include <stdarg.h>
#include <stdint.h>
#include <sys/types.h>
#include <sys/socket.h>
#include <microhttpd.h>

/* MHD_start_daemon and MHD_get_daemon_info are variadic, which Swift cannot call: these wrappers
   pass the options alertsnap serve uses. */

/* A daemon listening on `address` (its port 0: a free one), calling `handler` for each request
   and `completed` when one ends, both with `cls`. */
static inline struct MHD_Daemon *alertsnap_mhd_start(
    unsigned int flags, const struct sockaddr *address, MHD_AccessHandlerCallback handler, void *cls,
    MHD_RequestCompletedCallback completed, unsigned int connection_limit, unsigned int timeout_seconds)
{
    return MHD_start_daemon(
        flags, 0, NULL, NULL, handler, cls,
        MHD_OPTION_SOCK_ADDR, address,
        MHD_OPTION_NOTIFY_COMPLETED, completed, cls,
        MHD_OPTION_CONNECTION_LIMIT, connection_limit,
        MHD_OPTION_CONNECTION_TIMEOUT, timeout_seconds,
        MHD_OPTION_END);
}

/* The port the daemon is bound to (the one the kernel chose for port 0). */
static inline uint16_t alertsnap_mhd_port(struct MHD_Daemon *daemon)
{
    const union MHD_DaemonInfo *info = MHD_get_daemon_info(daemon, MHD_DAEMON_INFO_BIND_PORT);
    return info ? info->port : 0;
}
