//! Feeding a child process on its standard input without the test failing
//! when the child stops reading: a child that refuses its arguments exits at
//! once, and writing to it then fails with a broken pipe. The test judges
//! the child by its exit status and its output, never by that write.

use std::io::Write;
use std::process::{Command, Output, Stdio};

/// Runs `command` with `input` on its standard input, and returns its exit
/// status and output. The input is written from a thread while the output
/// is read, so a child that writes much before reading all of its input
/// can't fill a pipe and stall both sides either.
pub fn run_with_input(command: &mut Command, input: impl Into<Vec<u8>>) -> Output {
    let mut child = command
        .stdin(Stdio::piped())
        .stdout(Stdio::piped())
        .stderr(Stdio::piped())
        .spawn()
        .expect("the child process starts");
    let mut stdin = child.stdin.take().expect("a piped standard input");
    let input = input.into();
    let writer = std::thread::spawn(move || match stdin.write_all(&input) {
        Ok(()) => {}
        // The child exited, or closed its input, before reading it all.
        Err(e) if e.kind() == std::io::ErrorKind::BrokenPipe => {}
        Err(e) => panic!("writing to the child's standard input: {e}"),
    });
    let output = child.wait_with_output().expect("the child process ends");
    writer.join().expect("the writing thread ends");
    output
}
