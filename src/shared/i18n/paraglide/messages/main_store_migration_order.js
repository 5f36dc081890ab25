/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ at: NonNullable<unknown>, version: NonNullable<unknown>, needs: NonNullable<unknown> }} Main_Store_Migration_OrderInputs */

const en_main_store_migration_order = /** @type {(inputs: Main_Store_Migration_OrderInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`The local store is at version ${i?.at}, and its update to version ${i?.version} needs version ${i?.needs}: Freight Desk cannot update it in that order.`)
};

const es_main_store_migration_order = /** @type {(inputs: Main_Store_Migration_OrderInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`El almacén local está en la versión ${i?.at} y su actualización a la versión ${i?.version} necesita la versión ${i?.needs}: Freight Desk no puede actualizarlo en ese orden.`)
};

const en_xa2_main_store_migration_order = /** @type {(inputs: Main_Store_Migration_OrderInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`[Ţĥé ļóçáļ šţóŕé íš áţ ṽéŕšíóñ ${i?.at}, áñð íţš úþðáţé ţó ṽéŕšíóñ ${i?.version} ñééðš ṽéŕšíóñ ${i?.needs}: Ƒŕéíĝĥţ Ðéšķ çáññóţ úþðáţé íţ íñ ţĥáţ óŕðéŕ. ·~ ·~ ·~ ·~ ·~ ·~ ·~ ·~ ·~ ·~ ·~ ·~ ·~ ·~ ·~ ·~]`)
};

/**
* | output |
* | --- |
* | "The local store is at version {at}, and its update to version {version} needs version {needs}: Freight Desk cannot update it in that order." |
*
* @param {Main_Store_Migration_OrderInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const main_store_migration_order = /** @type {((inputs: Main_Store_Migration_OrderInputs, options?: { locale?: "en" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Main_Store_Migration_OrderInputs, { locale?: "en" | "es" | "en-XA" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_main_store_migration_order(inputs)
	if (locale === "en-XA") return en_xa2_main_store_migration_order(inputs)
	return en_main_store_migration_order(inputs)
});