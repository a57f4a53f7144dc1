const cpu = () => { const u = process.cpuUsage(); return Math.round((u.user + u.system) / 1000); };
let t = cpu();
for (const m of process.argv.slice(2)) { await import(m); const n = cpu(); console.log(m, n - t); t = n; }
