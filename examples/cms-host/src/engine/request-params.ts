/** Reading a Solr request's parameters: repeated names, per-field `f.<field>.<param>` overrides. */

export type ParamList = ReadonlyArray<readonly [string, string]>;

export class RequestParams {
  constructor(readonly list: ParamList) {}

  get(name: string): string | undefined {
    return this.list.find(([key]) => key === name)?.[1];
  }

  all(name: string): string[] {
    return this.list.filter(([key]) => key === name).map(([, value]) => value);
  }

  /** `f.<field>.<name>`, else `<name>`. */
  forField(field: string, name: string): string | undefined {
    return this.get(`f.${field}.${name}`) ?? this.get(name);
  }

  /** As Solr echoes them: strings, repeated names as arrays. */
  echo(): Record<string, string | string[]> {
    const echoed: Record<string, string | string[]> = {};
    for (const [name, value] of this.list) {
      const previous = echoed[name];
      echoed[name] =
        previous === undefined
          ? value
          : Array.isArray(previous)
            ? [...previous, value]
            : [previous, value];
    }
    return echoed;
  }
}

/** `{!ex=a,b}field` or `{!tag=a}query`: the local params (`key=value` pairs) and the rest. */
export function splitLocalParams(value: string): { local: Record<string, string>; rest: string } {
  const match = /^\{!([^}]*)\}/.exec(value);
  if (!match) return { local: {}, rest: value };
  const local: Record<string, string> = {};
  for (const pair of (match[1] ?? '').trim().split(/\s+/)) {
    if (!pair) continue;
    const eq = pair.indexOf('=');
    if (eq === -1) local.type = pair;
    else local[pair.slice(0, eq)] = pair.slice(eq + 1);
  }
  return { local, rest: value.slice(match[0].length) };
}
