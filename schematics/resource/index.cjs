'use strict';
// The project's `nest g resource` (nest-cli.json "collection"): files/ holds the templates.
const path = require('node:path');
const {
  apply,
  applyTemplates,
  chain,
  mergeWith,
  move,
  SchematicsException,
  strings,
  url,
} = require('@angular-devkit/schematics');

const APP_MODULE = 'src/app.module.ts';

/** `widgets` → `widget`, `categories` → `category`, `boxes` → `box`. */
function singularOf(plural) {
  if (plural.endsWith('ies')) return `${plural.slice(0, -3)}y`;
  if (/(s|x|z|ch|sh)es$/.test(plural)) return plural.slice(0, -2);
  if (plural.endsWith('s') && !plural.endsWith('ss'))
    return plural.slice(0, -1);
  throw new SchematicsException(
    `Name the collection in the plural, as its URL: widgets, not ${plural}.`,
  );
}

/** Every spelling of a collection the templates use. */
function namesOf(collection) {
  const plural = strings.dasherize(collection);
  if (!/^[a-z][a-z0-9]*(-[a-z0-9]+)*$/.test(plural)) {
    throw new SchematicsException(
      `${collection}: a collection is named with letters, digits and dashes (study-notes).`,
    );
  }
  const singular = singularOf(plural);
  return {
    plural,
    singular,
    Plural: strings.classify(plural),
    Singular: strings.classify(singular),
    pluralCamel: strings.camelize(plural),
    singularCamel: strings.camelize(singular),
    table: strings.underscore(plural),
    CODE: strings.underscore(singular).toUpperCase(),
    words: singular.replace(/-/g, ' '),
  };
}

/** The parent collection of a nested resource: its entity, and its module exporting its service (an owned resource's). */
function parentOf(name, tree) {
  const names = namesOf(name);
  const entity = `src/${names.plural}/${names.singular}.entity.ts`;
  if (!tree.exists(entity)) {
    throw new SchematicsException(
      `No parent collection ${names.plural}: ${entity} does not exist.`,
    );
  }
  const module = `src/${names.plural}/${names.plural}.module.ts`;
  const exported = new RegExp(`exports:[^\\]]*\\b${names.Plural}Service\\b`);
  if (!tree.exists(module) || !exported.test(tree.readText(module))) {
    throw new SchematicsException(
      `${module} must export ${names.Plural}Service: the nested resource asks it whether a ${names.words} exists.`,
    );
  }
  return {
    ...names,
    idField: `${names.singularCamel}Id`,
    column: `${strings.underscore(names.singular)}_id`,
  };
}

/** Adds `<Plural>Module` to AppModule: its import, and last among the imported modules. */
function registerModule(names) {
  return (tree) => {
    const source = tree.readText(APP_MODULE);
    const imports = [
      ...source.matchAll(/^import .* from '\.\/.*\.module\.js';$/gm),
    ];
    const modules = [...source.matchAll(/^(\s+)[A-Z]\w*Module,$/gm)];
    if (imports.length === 0 || modules.length === 0) {
      throw new SchematicsException(
        `${APP_MODULE}: found no module imports to add ${names.Plural}Module beside; add it by hand.`,
      );
    }
    const lastImport = imports.at(-1);
    const lastModule = modules.at(-1);
    const importLine = `\nimport { ${names.Plural}Module } from './${names.plural}/${names.plural}.module.js';`;
    const moduleLine = `\n${lastModule[1]}${names.Plural}Module,`;
    const recorder = tree.beginUpdate(APP_MODULE);
    recorder.insertLeft(lastImport.index + lastImport[0].length, importLine);
    recorder.insertLeft(lastModule.index + lastModule[0].length, moduleLine);
    tree.commitUpdate(recorder);
  };
}

/** Runs the project's Prettier on what was written, as the repository's format check expects. */
function formatted(files) {
  return async (tree) => {
    const prettier = await import('prettier');
    for (const file of files) {
      if (!tree.exists(file)) continue;
      const filepath = path.resolve(file);
      tree.overwrite(
        file,
        await prettier.format(tree.readText(file), {
          ...(await prettier.resolveConfig(filepath)),
          filepath,
        }),
      );
    }
  };
}

function resource(options) {
  return (tree) => {
    const segments = options.name.split('/').filter(Boolean);
    if (segments.length > 2 || (segments.length === 2 && options.parent)) {
      throw new SchematicsException(
        'Name a collection (widgets) or a nested one (docs/widgets).',
      );
    }
    const names = namesOf(segments.at(-1));
    const parentName =
      options.parent ?? (segments.length === 2 ? segments[0] : undefined);
    const parent = parentName ? parentOf(parentName, tree) : undefined;
    if (tree.getDir(`src/${names.plural}`).subfiles.length > 0) {
      throw new SchematicsException(`src/${names.plural} exists already.`);
    }
    const variant = options.crud === false ? 'bare' : 'crud';
    const files = [];
    const templates = apply(url(`./files/${variant}`), [
      applyTemplates({ ...names, parent }),
      move('.'),
      (generated) => {
        generated.visit((file) => files.push(file.slice(1)));
      },
    ]);
    return chain([
      mergeWith(templates),
      options.skipImport ? () => undefined : registerModule(names),
      (written) => formatted([...files, APP_MODULE])(written),
    ]);
  };
}

module.exports = { resource };
