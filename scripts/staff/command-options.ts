export interface CommandOptions {
  /** The `--name` switches given. */
  switches: Set<string>;
  /** The `--name value` options given (the last of each). */
  values: Map<string, string>;
}

/** The options of a staff command; an unknown option or one without its value throws, with `usage`. */
export function commandOptions(argv: readonly string[], known: { switches: readonly string[]; valued: readonly string[] }, usage: string): CommandOptions {
  const options: CommandOptions = { switches: new Set(), values: new Map() };
  for (let index = 0; index < argv.length; index += 1) {
    const flag = argv[index] ?? '';
    if (known.switches.includes(flag)) {
      options.switches.add(flag);
      continue;
    }
    if (!known.valued.includes(flag)) throw new Error(`Unknown option ${flag}\n${usage}`);
    const value = argv[index + 1];
    if (value === undefined || value.startsWith('--')) throw new Error(`${flag} needs a value\n${usage}`);
    options.values.set(flag, value);
    index += 1;
  }
  return options;
}
