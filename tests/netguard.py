"""One rule for "nothing connects beyond loopback", enforced two ways.

- :func:`install_guard` (autouse in tests/conftest.py): in every test, a connection, datagram or
  name lookup aimed beyond loopback raises instead of leaving the machine.
- :func:`record_attempts`: a Python audit hook (PEP 578) that records every such attempt,
  for a subprocess that must prove it made none (audit hooks cannot be removed, so the
  offline test runs it in a child process; see tests/test_offline.py).

Allowed: Unix sockets, 127.0.0.0/8, ::1, "localhost", and lookups of no host (a local bind).
Standard library only: the offline probe imports it before anything else.
"""

from __future__ import annotations

import ipaddress
import socket
import sys
from typing import Any

LOCAL_NAMES = frozenset({"localhost", "localhost.localdomain", "ip6-localhost"})


def is_local_host(host: object) -> bool:
    """Whether ``host`` (a name or an IP literal, str or bytes; None = no host) is this machine's
    loopback. "" and 0.0.0.0 / :: (every interface) are not."""
    if host is None:
        return True
    if isinstance(host, bytes):
        host = host.decode("ascii", "replace")
    name = str(host).strip("[]").lower()
    if name in LOCAL_NAMES:
        return True
    try:
        return ipaddress.ip_address(name.split("%", 1)[0]).is_loopback
    except ValueError:
        return False


def is_local_address(address: object, family: int | None = None) -> bool:
    """Whether a socket address stays on this machine: a Unix socket path, or a loopback host."""
    if family == getattr(socket, "AF_UNIX", None) or isinstance(address, str | bytes):
        return True
    return isinstance(address, tuple) and bool(address) and is_local_host(address[0])


SOCKET_EVENTS = frozenset({"socket.connect", "socket.sendto", "socket.sendmsg", "socket.bind"})
LOOKUP_EVENTS = frozenset(
    {
        "socket.getaddrinfo",
        "socket.gethostbyname",
        "socket.gethostbyname_ex",
        "socket.gethostbyaddr",
    }
)


def _refuse(what: str) -> None:
    raise ConnectionRefusedError(f"test guard: no connection beyond loopback ({what})")


def install_guard(monkeypatch: Any) -> None:
    """Make every connect / connect_ex / sendto / getaddrinfo beyond loopback raise
    (``monkeypatch`` undoes it after the test)."""
    real_connect = socket.socket.connect
    real_connect_ex = socket.socket.connect_ex
    real_sendto = socket.socket.sendto
    real_getaddrinfo = socket.getaddrinfo

    def connect(self: socket.socket, address: Any) -> None:
        if not is_local_address(address, self.family):
            _refuse(repr(address))
        real_connect(self, address)

    def connect_ex(self: socket.socket, address: Any) -> int:
        if not is_local_address(address, self.family):
            _refuse(repr(address))
        return real_connect_ex(self, address)

    def sendto(self: socket.socket, data: Any, *args: Any) -> int:
        if not is_local_address(args[-1], self.family):
            _refuse(repr(args[-1]))
        return real_sendto(self, data, *args)

    def getaddrinfo(host: Any, *args: Any, **kwargs: Any) -> Any:
        if not is_local_host(host):
            _refuse(f"lookup of {host!r}")
        return real_getaddrinfo(host, *args, **kwargs)

    monkeypatch.setattr(socket.socket, "connect", connect)
    monkeypatch.setattr(socket.socket, "connect_ex", connect_ex)
    monkeypatch.setattr(socket.socket, "sendto", sendto)
    monkeypatch.setattr(socket, "getaddrinfo", getaddrinfo)


def record_attempts() -> list[list[str]]:
    """Install an audit hook (for the rest of the process) that records every network attempt
    beyond loopback, successful or not: ``[[event, target], ...]``, filled as they happen."""
    attempts: list[list[str]] = []

    def hook(event: str, args: tuple[Any, ...]) -> None:
        if event in SOCKET_EVENTS:  # connect, send, and bind (listening beyond loopback)
            sock, address = args[0], args[-1]
            if not is_local_address(address, getattr(sock, "family", None)):
                attempts.append([event, repr(address)])
        elif event in LOOKUP_EVENTS and not is_local_host(args[0]):
            attempts.append([event, repr(args[0])])

    sys.addaudithook(hook)
    return attempts
