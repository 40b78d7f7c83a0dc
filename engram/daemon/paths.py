"""Where the sidecar's socket lives, whether a daemon answers there, and the single-daemon lock.

Standard library only: the CLI imports this on every run, before it knows whether a daemon exists.

Resolution order of the socket path (the daemon and the CLI use the same function):
``--socket`` > ``$ENGRAM_SOCKET`` > ``[server] socket`` > ``$XDG_RUNTIME_DIR/engram/engram.sock``
> ``/tmp/engram-$UID/engram.sock``. The folder is created with mode 0700 and must belong to the
current user (a folder in /tmp that someone else created first is refused, not used).
"""

from __future__ import annotations

import errno
import os
import socket
import stat
import tempfile
from pathlib import Path
from typing import IO

from engram.errors import DaemonError

SOCKET_ENV = "ENGRAM_SOCKET"
SOCKET_NAME = "engram.sock"
# sockaddr_un.sun_path is 108 bytes on Linux (104 on macOS), including the terminating NUL.
MAX_SOCKET_PATH_BYTES = 103


def default_socket_path() -> Path:
    """``$XDG_RUNTIME_DIR/engram/engram.sock``, else ``/tmp/engram-$UID/engram.sock``."""
    runtime = os.environ.get("XDG_RUNTIME_DIR")
    if runtime:
        return Path(runtime) / "engram" / SOCKET_NAME
    return Path(tempfile.gettempdir()) / f"engram-{os.getuid()}" / SOCKET_NAME


def resolve_socket_path(
    explicit: str | Path | None = None, *, configured: str | None = None
) -> Path:
    """The socket path: ``explicit``, else ``$ENGRAM_SOCKET``, else ``configured``, else default."""
    for candidate in (explicit, os.environ.get(SOCKET_ENV), configured):
        if candidate:
            return Path(candidate).expanduser()
    return default_socket_path()


def is_socket(path: Path) -> bool:
    """Whether ``path`` exists and is a Unix socket (not followed if it is a symlink)."""
    try:
        return stat.S_ISSOCK(os.lstat(path).st_mode)
    except OSError:
        return False


def probe(path: Path, timeout_s: float = 1.0) -> bool:
    """Whether a process accepts connections on the socket ``path``.

    Returns False for a missing path or a stale socket file (connection refused).

    Raises:
        DaemonError: the path exists but is not a socket, or cannot be reached (permissions).
    """
    if not os.path.lexists(path):
        return False
    if not is_socket(path):
        raise DaemonError(
            f"{path} exists and is not a socket; remove it or choose another --socket"
        )
    sock = socket.socket(socket.AF_UNIX, socket.SOCK_STREAM)
    sock.settimeout(timeout_s)
    try:
        sock.connect(str(path))
    except (ConnectionRefusedError, FileNotFoundError):
        return False
    except TimeoutError:
        return True  # something holds it and is too busy to accept: treat it as alive
    except OSError as exc:
        raise DaemonError(f"cannot reach the socket {path}: {exc}") from exc
    finally:
        sock.close()
    return True


def check_length(path: Path) -> None:
    """Raise DaemonError when ``path`` is too long for a Unix socket address."""
    size = len(os.fsencode(path))
    if size > MAX_SOCKET_PATH_BYTES:
        raise DaemonError(
            f"socket path {path} is {size} bytes; Unix sockets allow at most "
            f"{MAX_SOCKET_PATH_BYTES}: choose a shorter --socket (or ENGRAM_SOCKET)"
        )


def prepare_dir(folder: Path) -> None:
    """Create the socket's folder with mode 0700, or check that an existing one is ours.

    Raises:
        DaemonError: the folder belongs to another user, is a symlink, or cannot be created.
    """
    try:
        folder.mkdir(parents=True, exist_ok=True, mode=0o700)
        st = os.lstat(folder)
    except OSError as exc:
        raise DaemonError(f"cannot create the socket folder {folder}: {exc}") from exc
    if not stat.S_ISDIR(st.st_mode):
        raise DaemonError(f"{folder} is not a folder (a symlink?); choose another --socket")
    if st.st_uid != os.getuid():
        raise DaemonError(
            f"{folder} belongs to uid {st.st_uid}, not to you ({os.getuid()}); "
            "choose another --socket"
        )
    if stat.S_IMODE(st.st_mode) & 0o077 and folder.name.startswith("engram"):
        os.chmod(folder, 0o700)  # our own folder: tighten it


def intent_path(socket_path: Path) -> Path:
    """``<socket>.intent``: the daemon's :class:`~engram.storage.intent.WriteIntent` counter,
    beside the socket in its private folder."""
    return socket_path.with_name(socket_path.name + ".intent")


class DaemonLock:
    """An exclusive ``flock`` on ``<socket>.lock``, held for the daemon's lifetime.

    Two ``engram serve`` on one socket cannot both pass this point, so removing a stale socket
    file after taking the lock can never remove a live daemon's socket.
    """

    def __init__(self, socket_path: Path) -> None:
        self.path = socket_path.with_name(socket_path.name + ".lock")
        self._handle: IO[str] | None = None

    def acquire(self) -> None:
        """Take the lock or raise DaemonError naming the pid that holds it."""
        import fcntl

        fd = os.open(self.path, os.O_RDWR | os.O_CREAT, 0o600)
        handle = os.fdopen(fd, "r+", encoding="utf-8")
        try:
            fcntl.flock(handle, fcntl.LOCK_EX | fcntl.LOCK_NB)
        except OSError as exc:
            holder = handle.read().strip() or "?"
            handle.close()
            if exc.errno in (errno.EAGAIN, errno.EACCES, errno.EWOULDBLOCK):
                raise DaemonError(
                    f"another engram daemon (pid {holder}) is starting or running on "
                    f"{self.path.with_suffix('')}; stop it first"
                ) from None
            raise DaemonError(f"cannot lock {self.path}: {exc}") from exc
        handle.seek(0)
        handle.truncate()
        handle.write(str(os.getpid()))
        handle.flush()
        self._handle = handle

    def release(self) -> None:
        """Release the lock (idempotent). The file stays: unlinking a lock file races with a
        process that opened it just before."""
        if self._handle is not None:
            self._handle.close()
            self._handle = None
