/**
 * Compiles a query tree to an SQL condition on `d.rowid` (the docs table aliased `d`), with
 * bound parameters only: no value is ever spliced into SQL text. Text clauses go to FTS5, the
 * others to the value table. Anything the schema cannot answer is a 400, as Solr would say.
 */
import { parseSolrDate } from './dates.js';
import { tokenize } from './index-store.js';
import type { QueryNode } from './query-ast.js';
import { fieldType, isNumeric } from './schema.js';
import { badRequest } from './solr-error.js';

export interface CompiledQuery {
  sql: string;
  params: unknown[];
  /** FTS5 expressions of the positive text clauses, for relevance scores. */
  scoring: string[];
}

export interface CompileOptions {
  /** Text fields unqualified terms search (edismax `qf`); null: every text field. */
  defaultFields: readonly string[] | null;
  now?: number;
}

/**
 * An FTS5 string: double quotes doubled, so the value is one literal token sequence. A NUL ends
 * FTS5's query text early ("unterminated string", a 500); like any control character it only
 * separates tokens, so a space stands in for it.
 */
export function ftsString(value: string): string {
  return `"${value.replace(/"/g, '""').replace(/\0/g, ' ')}"`;
}

export function compileQuery(node: QueryNode, options: CompileOptions): CompiledQuery {
  const params: unknown[] = [];
  const scoring: string[] = [];

  const inVals = (where: string, ...values: unknown[]) => {
    params.push(...values);
    return `d.rowid IN (SELECT doc FROM vals WHERE ${where})`;
  };
  const inText = (fts: string, fields: readonly string[] | null, positive: boolean) => {
    if (positive) scoring.push(fts);
    params.push(fts);
    if (!fields) return 'd.rowid IN (SELECT doc FROM fts WHERE fts MATCH ?)';
    params.push(...fields);
    return `d.rowid IN (SELECT doc FROM fts WHERE fts MATCH ? AND field IN (${fields.map(() => '?').join(',')}))`;
  };

  const typeOf = (field: string) => {
    const type = fieldType(field);
    if (!type) throw badRequest(`undefined field ${field}`);
    return type;
  };

  const number = (value: string, type: string): number => {
    const parsed = type === 'date' ? parseSolrDate(value, options.now) : Number(value);
    if (parsed === null || !Number.isFinite(parsed) || value.trim() === '') {
      throw badRequest(
        type === 'date' ? `Invalid Date String:'${value}'` : `Invalid Number: ${value}`,
      );
    }
    if (type === 'int' && !Number.isInteger(parsed)) throw badRequest(`Invalid Number: ${value}`);
    return parsed;
  };

  const textFields = (field: string | null) => (field === null ? options.defaultFields : [field]);

  /** A text clause whose value analyses to no token (`+`, `&`): Solr's analyzer drops it. */
  const isEmptyText = (current: QueryNode) =>
    (current.type === 'term' || current.type === 'phrase' || current.type === 'prefix') &&
    (current.field === null || fieldType(current.field) === 'text') &&
    tokenize(current.value).length === 0;

  function compile(current: QueryNode, positive: boolean): string {
    if (isEmptyText(current)) return '0';
    switch (current.type) {
      case 'all':
        return '1';
      case 'term':
      case 'phrase': {
        const type = current.field === null ? 'text' : typeOf(current.field);
        const { value } = current;
        if (type === 'text') return inText(ftsString(value), textFields(current.field), positive);
        const field = current.field as string;
        if (type === 'id') {
          params.push(value);
          return 'd.id = ?';
        }
        if (isNumeric(type)) return inVals('field = ? AND num = ?', field, number(value, type));
        if (type === 'bool') {
          if (value !== 'true' && value !== 'false')
            throw badRequest(`Invalid boolean value: ${value}`);
          return inVals('field = ? AND str = ?', field, value);
        }
        if (type === 'location')
          throw badRequest(`Can't run a term query on location field ${field}`);
        return inVals('field = ? AND str = ?', field, value);
      }
      case 'prefix': {
        const type = current.field === null ? 'text' : typeOf(current.field);
        if (type === 'text')
          return inText(`${ftsString(current.value)} *`, textFields(current.field), positive);
        if (type !== 'string' && type !== 'id')
          throw badRequest(`Can't run a prefix query on field ${current.field}`);
        if (type === 'id') {
          params.push(current.value, `${current.value}\uffff`);
          return 'd.id >= ? AND d.id < ?';
        }
        return inVals(
          'field = ? AND str >= ? AND str < ?',
          current.field,
          current.value,
          `${current.value}\uffff`,
        );
      }
      case 'exists': {
        const type = typeOf(current.field);
        if (type === 'id') return '1';
        return inVals('field = ?', current.field);
      }
      case 'range': {
        const type = typeOf(current.field);
        const { field, from, to, includeFrom, includeTo } = current;
        if (type === 'text' || type === 'location' || type === 'bool') {
          throw badRequest(`Can't run a range query on ${type} field ${field}`);
        }
        const numeric = isNumeric(type);
        const column = numeric ? 'num' : type === 'id' ? 'id' : 'str';
        const conditions: string[] = [];
        const values: unknown[] = [];
        if (from !== null) {
          conditions.push(`${column} ${includeFrom ? '>=' : '>'} ?`);
          values.push(numeric ? number(from, type) : from);
        }
        if (to !== null) {
          conditions.push(`${column} ${includeTo ? '<=' : '<'} ?`);
          values.push(numeric ? number(to, type) : to);
        }
        if (type === 'id') {
          params.push(...values);
          return conditions.length
            ? conditions.map((condition) => `d.${condition}`).join(' AND ')
            : '1';
        }
        return inVals(['field = ?', ...conditions].join(' AND '), field, ...values);
      }
      case 'bool': {
        const clauses = current.clauses.filter((clause) => !isEmptyText(clause.node));
        if (clauses.length === 0) return '0';
        const must = clauses.filter((clause) => clause.occur === 'must');
        const should = clauses.filter((clause) => clause.occur === 'should');
        const mustNot = clauses.filter((clause) => clause.occur === 'mustNot');
        const parts: string[] = [];
        // Lucene: with a required clause, optional ones only score; a pure negative matches all but.
        if (must.length) parts.push(...must.map((clause) => `(${compile(clause.node, positive)})`));
        else if (should.length)
          parts.push(
            `(${should.map((clause) => `(${compile(clause.node, positive)})`).join(' OR ')})`,
          );
        else parts.push('1');
        if (must.length && should.length) for (const clause of should) collectScoring(clause.node);
        parts.push(...mustNot.map((clause) => `NOT (${compile(clause.node, false)})`));
        return parts.join(' AND ');
      }
    }
  }

  /** Optional clauses next to required ones still rank results. */
  function collectScoring(current: QueryNode) {
    if (
      (current.type === 'term' || current.type === 'phrase') &&
      (current.field === null || fieldType(current.field) === 'text')
    ) {
      scoring.push(ftsString(current.value));
    } else if (current.type === 'bool') {
      for (const clause of current.clauses)
        if (clause.occur !== 'mustNot') collectScoring(clause.node);
    }
  }

  return { sql: compile(node, true), params, scoring };
}
