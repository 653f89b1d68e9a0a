// Loaded into the built server by startBuiltServer (`node --import`): writes to fd 3 the port of
// each server that starts listening, as the log line naming it is info, below most tests' LOG_LEVEL.
import { writeSync } from 'node:fs';
import { Server } from 'node:net';

const listen = Server.prototype.listen;
Server.prototype.listen = function (...args) {
  this.once('listening', () => writeSync(3, `${this.address().port}\n`));
  return listen.apply(this, args);
};
