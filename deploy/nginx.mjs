// Renders deploy/nginx/carte.conf.template for N instances of deploy/run-instances.mjs:
//   node deploy/nginx.mjs --ports 3001,3002 --listen 80 --server-name menu.example.com > /etc/nginx/conf.d/carte.conf
// --real-ip-from: the address of a load balancer in front of nginx whose X-Forwarded-For nginx believes
// (ngx_http_realip_module); leave it out when nginx is the edge.
import { readFileSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { parseArgs } from "node:util";

const TEMPLATE = path.join(path.dirname(fileURLToPath(import.meta.url)), "nginx", "carte.conf.template");

/**
 * The site file for instances on 127.0.0.1 at `ports`.
 * @param {{ ports: number[]; listen?: string; serverName?: string; realIpFrom?: string[] }} site
 * @returns {string}
 */
export function renderNginxSite({ ports, listen = "80", serverName = "_", realIpFrom = [] }) {
  /** @type {Record<string, string>} */
  const values = {
    UPSTREAM_SERVERS: ports.map((port) => `    server 127.0.0.1:${port} max_fails=0;`).join("\n"),
    LISTEN: listen,
    SERVER_NAME: serverName,
    REAL_IP: realIpFrom.length
      ? [...realIpFrom.map((from) => `    set_real_ip_from ${from};`), "    real_ip_header X-Forwarded-For;"].join("\n")
      : "",
  };
  return readFileSync(TEMPLATE, "utf8").replace(/\{\{([A-Z_]+)\}\}/g, (_match, /** @type {string} */ name) => {
    const value = values[name];
    if (value === undefined) throw new Error(`deploy/nginx.mjs: the template names an unknown {{${name}}}.`);
    return value;
  });
}

if (process.argv[1] && fileURLToPath(import.meta.url) === path.resolve(process.argv[1])) {
  const { values } = parseArgs({
    options: {
      ports: { type: "string", default: "3001,3002" },
      listen: { type: "string", default: "80" },
      "server-name": { type: "string", default: "_" },
      "real-ip-from": { type: "string", multiple: true, default: /** @type {string[]} */ ([]) },
    },
  });
  const ports = values.ports.split(",").map((port) => Number(port.trim()));
  if (ports.some((port) => !Number.isInteger(port) || port < 1 || port > 65535)) {
    console.error(`deploy/nginx.mjs: --ports must list port numbers, not "${values.ports}".`);
    process.exit(1);
  }
  process.stdout.write(
    renderNginxSite({ ports, listen: values.listen, serverName: values["server-name"], realIpFrom: values["real-ip-from"] }),
  );
}
