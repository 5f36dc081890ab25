/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ row: NonNullable<unknown> }} Main_Store_Row_Without_ItemInputs */

const en_main_store_row_without_item = /** @type {(inputs: Main_Store_Row_Without_ItemInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`The local store has a shipment row (${i?.row}) without its item: the file is damaged.`)
};

const es_main_store_row_without_item = /** @type {(inputs: Main_Store_Row_Without_ItemInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`El almacén local tiene una fila de envío (${i?.row}) sin sus datos: el archivo está dañado.`)
};

const en_xa2_main_store_row_without_item = /** @type {(inputs: Main_Store_Row_Without_ItemInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`[Ţĥé ļóçáļ šţóŕé ĥáš á šĥíþɱéñţ ŕóŵ (${i?.row}) ŵíţĥóúţ íţš íţéɱ: ţĥé ƒíļé íš ðáɱáĝéð. ·~ ·~ ·~ ·~ ·~ ·~ ·~ ·~ ·~ ·~ ]`)
};

/**
* | output |
* | --- |
* | "The local store has a shipment row ({row}) without its item: the file is damaged." |
*
* @param {Main_Store_Row_Without_ItemInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const main_store_row_without_item = /** @type {((inputs: Main_Store_Row_Without_ItemInputs, options?: { locale?: "en" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Main_Store_Row_Without_ItemInputs, { locale?: "en" | "es" | "en-XA" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_main_store_row_without_item(inputs)
	if (locale === "en-XA") return en_xa2_main_store_row_without_item(inputs)
	return en_main_store_row_without_item(inputs)
});