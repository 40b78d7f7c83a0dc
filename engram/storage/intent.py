"""A cross-process "foreground writes in flight" counter, so a second writer process can yield.

SQLite lets one connection write at a time and says nothing about who waits: a process that
holds the write lock cannot know another one wants it. ``engram serve`` writes the file from two
processes (the daemon's adds, the child worker's consolidation; see
:mod:`engram.daemon.supervisor`), and an add that finds the child inside a transaction sleeps in
SQLite's busy handler, whose steps (1, 2, 5, 10, 15, 20, 25 ms...) overshoot the moment the
lock frees. Measured through the socket, those waits and the child's CPU next to the add's
embedding made the slowest adds' tail.

So the daemon publishes, in 8 bytes of a shared file mapping, how many foreground writes it has
in flight (an add counts from the moment it arrives, before its embedding, until its commit),
and the child reads it before each extraction step and each transaction: while a write is in
flight it waits (bounded, see :class:`engram.storage.database.WriteGate`), so the add usually
finds the lock free and the CPU its own. It is a hint, not a lock: SQLite's lock stays the
truth, a stale or torn value only costs a bounded wait, and a daemon killed with writes in
flight leaves a count that the next daemon resets (it recreates the file). The file lives next to
the daemon's socket, in its private folder, mode 0600, and holds nothing but the counter.
"""

from __future__ import annotations

import mmap
import os
import struct
from pathlib import Path

_FORMAT = "<q"
SIZE = struct.calcsize(_FORMAT)


class WriteIntent:
    """The shared counter: :meth:`create` it in the writing process, :meth:`attach` in the other.

    Raises (both constructors):
        OSError: the file cannot be created, opened or mapped (attach: e.g. it does not exist).
    """

    def __init__(self, path: Path, fd: int, view: mmap.mmap, *, owner: bool) -> None:
        self.path = path
        self._fd = fd
        self._view = view
        self._owner = owner

    @classmethod
    def create(cls, path: Path) -> WriteIntent:
        """Create (or reset to 0) the file at ``path`` with mode 0600 and map it read-write."""
        flags = os.O_RDWR | os.O_CREAT | os.O_TRUNC | getattr(os, "O_NOFOLLOW", 0)
        fd = os.open(path, flags, 0o600)
        try:
            os.fchmod(fd, 0o600)  # an existing file keeps its mode through O_CREAT
            os.ftruncate(fd, SIZE)
            view = mmap.mmap(fd, SIZE, access=mmap.ACCESS_WRITE)
        except BaseException:
            os.close(fd)
            raise
        intent = cls(path, fd, view, owner=True)
        intent.publish(0)
        return intent

    @classmethod
    def attach(cls, path: Path) -> WriteIntent:
        """Map an existing counter read-only (the yielding process)."""
        fd = os.open(path, os.O_RDONLY | getattr(os, "O_NOFOLLOW", 0))
        try:
            view = mmap.mmap(fd, SIZE, access=mmap.ACCESS_READ)
        except BaseException:
            os.close(fd)
            raise
        return cls(path, fd, view, owner=False)

    def publish(self, in_flight: int) -> None:
        """Set the count of foreground writes in flight (creator only; a no-op once closed)."""
        if not self._view.closed:
            struct.pack_into(_FORMAT, self._view, 0, in_flight)

    @property
    def in_flight(self) -> int:
        """The count the writing process last published (0 once it closed the file)."""
        if self._view.closed:
            return 0
        return int(struct.unpack_from(_FORMAT, self._view, 0)[0])

    def close(self) -> None:
        """Unmap and close; the creator also zeroes the count and removes the file."""
        if self._view.closed:
            return
        if self._owner:
            self.publish(0)
        self._view.close()
        os.close(self._fd)
        if self._owner:
            self.path.unlink(missing_ok=True)
