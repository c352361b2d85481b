/** A legacy proxy may still wrap the body in a JSONP callback (`json.wrf`) although we never ask. */
const JSONP_WRAPPER = /^\s*(?:\/\*\*\/\s*)?[A-Za-z_$][\w$.]*\s*\(([\s\S]*)\)\s*;?\s*$/;

/** The JSON text inside a JSONP wrapper, or the text itself when it has none. */
export const unwrapJsonp = (text: string): string => JSONP_WRAPPER.exec(text)?.[1] ?? text;
