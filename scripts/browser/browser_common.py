"""What the browser tests of `alertsnap serve` share: the check tally, raw HTTP, the server's lifecycle."""
import http.client
import subprocess
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]
# One entry a check: whether it passed.
results = []


def check(name, ok, detail=""):
    results.append(ok)
    print(("PASS " if ok else "FAIL ") + name + (f": {detail}" if detail else ""), flush=True)
    return ok


def write(path, text):
    # As an editor saves: the file's content replaced in place.
    with open(path, "w") as f:
        f.write(text)


def raw_request(port, method, path, headers=None, body=None):
    c = http.client.HTTPConnection("127.0.0.1", port, timeout=30)
    c.putrequest(method, path, skip_host=True, skip_accept_encoding=True)
    c.putheader("Host", f"127.0.0.1:{port}")
    for k, v in (headers or {}).items():
        c.putheader(k, v)
    data = body.encode() if body else b""
    if method == "POST":
        c.putheader("Content-Length", str(len(data)))
    c.endheaders(data)
    r = c.getresponse()
    text = r.read().decode(errors="replace")
    c.close()
    return r.status, text


def get_bytes(port, path):
    """The body of `GET path` from the server, as bytes (an image the page shows)."""
    c = http.client.HTTPConnection("127.0.0.1", port, timeout=30)
    c.request("GET", path, headers={"Host": f"127.0.0.1:{port}"})
    r = c.getresponse()
    body = r.read()
    c.close()
    return body


def stop_server(server):
    if server.poll() is None:
        server.terminate()
    try:
        server.wait(timeout=10)
    except subprocess.TimeoutExpired:
        server.kill()
    err = server.stderr.read()
    if err.strip():
        print("serve stderr:", err.strip()[:2000])


def snapshot_list(page):
    return page.evaluate("fetch('/api/snapshots').then(r => r.json())")


def wait_idle(page, timeout=120):
    deadline = time.time() + timeout
    while time.time() < deadline:
        if snapshot_list(page)["pending"] == 0:
            return True
        time.sleep(0.1)
    return False
