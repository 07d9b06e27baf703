/**
 * The seccomp filter every sandboxed server runs under, as the classic BPF
 * program bubblewrap loads with `--seccomp <fd>`. No seccomp library is on the
 * project's package list, so this small generator writes the program itself;
 * `tests/harvest-attacks.test.ts` runs it in the kernel (the real engine) and
 * `tests/harvest-logic.test.ts` checks the syscall numbers against the system's own headers.
 *
 * The filter is a deny list, as Flatpak's is: a server keeps every call a
 * program normally makes, and loses the ones it has no use for that widen what
 * untrusted code can reach in the kernel: namespaces and mounts (nested user
 * namespaces above all), kernel modules and kexec, keyrings, ptrace and other
 * processes' memory, BPF, perf, userfaultfd, io_uring, clocks and the host
 * name, and the terminal-injection ioctls. Denied calls fail with EPERM; clone3
 * fails with ENOSYS so the C library falls back to clone, whose flags the filter
 * can read. Any other architecture than the one the filter was built for is killed.
 */

/** Names of the system calls denied outright, in the order the filter checks them. */
export const DENIED_SYSCALLS = [
  // namespaces and mounts
  'unshare',
  'setns',
  'mount',
  'umount2',
  'pivot_root',
  'chroot',
  'open_tree',
  'move_mount',
  'fsopen',
  'fsconfig',
  'fsmount',
  'fspick',
  'mount_setattr',
  // the kernel itself
  'init_module',
  'finit_module',
  'delete_module',
  'kexec_load',
  'kexec_file_load',
  'reboot',
  'swapon',
  'swapoff',
  'syslog',
  'acct',
  'quotactl',
  'quotactl_fd',
  'nfsservctl',
  'lookup_dcookie',
  'vhangup',
  // keyrings
  'add_key',
  'request_key',
  'keyctl',
  // other processes, tracing and kernel attack surface
  'ptrace',
  'process_vm_readv',
  'process_vm_writev',
  'kcmp',
  'perf_event_open',
  'bpf',
  'userfaultfd',
  'fanotify_init',
  'name_to_handle_at',
  'open_by_handle_at',
  'io_uring_setup',
  'io_uring_enter',
  'io_uring_register',
  // clocks and identity of the machine
  'settimeofday',
  'clock_settime',
  'clock_adjtime',
  'adjtimex',
  'sethostname',
  'setdomainname',
] as const;
export type DeniedSyscall = (typeof DENIED_SYSCALLS)[number];

/** Per architecture: the audit number the kernel reports and the numbers of the calls the filter names (from the kernel's unistd headers). */
export const ARCHES = {
  x64: {
    audit: 0xc000003e,
    clone: 56,
    clone3: 435,
    ioctl: 16,
    /** x32 system calls are numbered from here; the filter refuses them all. */
    x32Base: 0x40000000,
    numbers: {
      unshare: 272,
      setns: 308,
      mount: 165,
      umount2: 166,
      pivot_root: 155,
      chroot: 161,
      open_tree: 428,
      move_mount: 429,
      fsopen: 430,
      fsconfig: 431,
      fsmount: 432,
      fspick: 433,
      mount_setattr: 442,
      init_module: 175,
      finit_module: 313,
      delete_module: 176,
      kexec_load: 246,
      kexec_file_load: 320,
      reboot: 169,
      swapon: 167,
      swapoff: 168,
      syslog: 103,
      acct: 163,
      quotactl: 179,
      quotactl_fd: 443,
      nfsservctl: 180,
      lookup_dcookie: 212,
      vhangup: 153,
      add_key: 248,
      request_key: 249,
      keyctl: 250,
      ptrace: 101,
      process_vm_readv: 310,
      process_vm_writev: 311,
      kcmp: 312,
      perf_event_open: 298,
      bpf: 321,
      userfaultfd: 323,
      fanotify_init: 300,
      name_to_handle_at: 303,
      open_by_handle_at: 304,
      io_uring_setup: 425,
      io_uring_enter: 426,
      io_uring_register: 427,
      settimeofday: 164,
      clock_settime: 227,
      clock_adjtime: 305,
      adjtimex: 159,
      sethostname: 170,
      setdomainname: 171,
    } satisfies Record<DeniedSyscall, number>,
    /** x86-only calls that open the I/O ports. */
    extra: { iopl: 172, ioperm: 173, uselib: 134 } as Record<string, number>,
  },
  arm64: {
    audit: 0xc00000b7,
    clone: 220,
    clone3: 435,
    ioctl: 29,
    x32Base: undefined,
    numbers: {
      unshare: 97,
      setns: 268,
      mount: 40,
      umount2: 39,
      pivot_root: 41,
      chroot: 51,
      open_tree: 428,
      move_mount: 429,
      fsopen: 430,
      fsconfig: 431,
      fsmount: 432,
      fspick: 433,
      mount_setattr: 442,
      init_module: 105,
      finit_module: 273,
      delete_module: 106,
      kexec_load: 104,
      kexec_file_load: 294,
      reboot: 142,
      swapon: 224,
      swapoff: 225,
      syslog: 116,
      acct: 89,
      quotactl: 60,
      quotactl_fd: 443,
      nfsservctl: 42,
      lookup_dcookie: 18,
      vhangup: 58,
      add_key: 217,
      request_key: 218,
      keyctl: 219,
      ptrace: 117,
      process_vm_readv: 270,
      process_vm_writev: 271,
      kcmp: 272,
      perf_event_open: 241,
      bpf: 280,
      userfaultfd: 282,
      fanotify_init: 262,
      name_to_handle_at: 264,
      open_by_handle_at: 265,
      io_uring_setup: 425,
      io_uring_enter: 426,
      io_uring_register: 427,
      settimeofday: 170,
      clock_settime: 112,
      clock_adjtime: 266,
      adjtimex: 171,
      sethostname: 161,
      setdomainname: 162,
    } satisfies Record<DeniedSyscall, number>,
    extra: {} as Record<string, number>,
  },
} as const;
export type Arch = keyof typeof ARCHES;

/** clone() flags that make a new namespace: refused, so no server makes one of its own. */
const NAMESPACE_FLAGS =
  0x00020000 | // CLONE_NEWNS
  0x02000000 | // CLONE_NEWCGROUP
  0x04000000 | // CLONE_NEWUTS
  0x08000000 | // CLONE_NEWIPC
  0x10000000 | // CLONE_NEWUSER
  0x20000000 | // CLONE_NEWPID
  0x40000000; // CLONE_NEWNET

/** ioctl requests that push input into the controlling terminal (TIOCSTI) or drive the console (TIOCLINUX). */
const DENIED_IOCTLS = { TIOCSTI: 0x5412, TIOCLINUX: 0x541c } as const;

const EPERM = 1;
const ENOSYS = 38;

// Classic BPF opcodes (linux/filter.h) and seccomp return values (linux/seccomp.h).
const LD_W_ABS = 0x20;
const JEQ_K = 0x15;
const JGE_K = 0x35;
const JSET_K = 0x45;
const RET_K = 0x06;
const RET_KILL_PROCESS = 0x80000000;
const RET_ALLOW = 0x7fff0000;
const retErrno = (errno: number) => 0x00050000 | (errno & 0xffff);
// struct seccomp_data: int nr; u32 arch; u64 instruction_pointer; u64 args[6] (little-endian: the low half first).
const OFFSET_NR = 0;
const OFFSET_ARCH = 4;
const argLow = (index: number) => 16 + 8 * index;

interface Instruction {
  code: number;
  jt: number;
  jf: number;
  k: number;
}

const stmt = (code: number, k: number): Instruction => ({ code, jt: 0, jf: 0, k });
const jump = (code: number, k: number, jt: number, jf: number): Instruction => ({ code, jt, jf, k });

/** The filter as instructions, for tests to read; `seccompProgram` packs it. */
export function seccompInstructions(arch: Arch): Instruction[] {
  const spec = ARCHES[arch];
  const deny = retErrno(EPERM);
  const program: Instruction[] = [
    stmt(LD_W_ABS, OFFSET_ARCH),
    jump(JEQ_K, spec.audit, 1, 0),
    stmt(RET_K, RET_KILL_PROCESS),
    stmt(LD_W_ABS, OFFSET_NR),
  ];
  if (spec.x32Base !== undefined) program.push(jump(JGE_K, spec.x32Base, 0, 1), stmt(RET_K, deny));
  const numbers = [...DENIED_SYSCALLS.map((name) => spec.numbers[name]), ...Object.values(spec.extra)];
  for (const nr of numbers) program.push(jump(JEQ_K, nr, 0, 1), stmt(RET_K, deny));
  // clone3 passes its flags in memory the filter cannot read: ENOSYS, and the C library uses clone.
  program.push(jump(JEQ_K, spec.clone3, 0, 1), stmt(RET_K, retErrno(ENOSYS)));
  // clone with any namespace flag in its first argument.
  program.push(
    jump(JEQ_K, spec.clone, 0, 4),
    stmt(LD_W_ABS, argLow(0)),
    jump(JSET_K, NAMESPACE_FLAGS, 0, 1),
    stmt(RET_K, deny),
    stmt(LD_W_ABS, OFFSET_NR),
  );
  // ioctl(fd, TIOCSTI | TIOCLINUX, …): the request is the second argument (its low 32 bits).
  program.push(
    jump(JEQ_K, spec.ioctl, 0, 6),
    stmt(LD_W_ABS, argLow(1)),
    jump(JEQ_K, DENIED_IOCTLS.TIOCSTI, 0, 1),
    stmt(RET_K, deny),
    jump(JEQ_K, DENIED_IOCTLS.TIOCLINUX, 0, 1),
    stmt(RET_K, deny),
    stmt(LD_W_ABS, OFFSET_NR),
  );
  program.push(stmt(RET_K, RET_ALLOW));
  return program;
}

/** The architecture of this process, when the filter knows it. */
export function hostArch(): Arch | undefined {
  return process.arch === 'x64' ? 'x64' : process.arch === 'arm64' ? 'arm64' : undefined;
}

/** The program as the kernel reads it: struct sock_filter { u16 code; u8 jt; u8 jf; u32 k; }, native (little) endian. */
export function seccompProgram(arch: Arch): Buffer {
  const instructions = seccompInstructions(arch);
  const bytes = Buffer.alloc(instructions.length * 8);
  instructions.forEach((ins, index) => {
    bytes.writeUInt16LE(ins.code, index * 8);
    bytes.writeUInt8(ins.jt, index * 8 + 2);
    bytes.writeUInt8(ins.jf, index * 8 + 3);
    bytes.writeUInt32LE(ins.k >>> 0, index * 8 + 4);
  });
  return bytes;
}
