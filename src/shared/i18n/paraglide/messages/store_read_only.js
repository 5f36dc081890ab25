/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ folder: NonNullable<unknown> }} Store_Read_OnlyInputs */

const en_store_read_only = /** @type {(inputs: Store_Read_OnlyInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`The data folder is read-only: Freight Desk could not write to ${i?.folder}. Make the folder writable (or start Freight Desk with a data folder it can write to), then try again.`)
};

const es_store_read_only = /** @type {(inputs: Store_Read_OnlyInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`La carpeta de datos es de solo lectura: Freight Desk no pudo escribir en ${i?.folder}. Permita escribir en la carpeta (o inicie Freight Desk con una carpeta de datos en la que pueda escribir) y vuelva a intentarlo.`)
};

const en_xa2_store_read_only = /** @type {(inputs: Store_Read_OnlyInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`[Ţĥé ðáţá ƒóļðéŕ íš ŕéáð-óñļý: Ƒŕéíĝĥţ Ðéšķ çóúļð ñóţ ŵŕíţé ţó ${i?.folder}. Ṁáķé ţĥé ƒóļðéŕ ŵŕíţáƀļé (óŕ šţáŕţ Ƒŕéíĝĥţ Ðéšķ ŵíţĥ á ðáţá ƒóļðéŕ íţ çáñ ŵŕíţé ţó), ţĥéñ ţŕý áĝáíñ. ·~ ·~ ·~ ·~ ·~ ·~ ·~ ·~ ·~ ·~ ·~ ·~ ·~ ·~ ·~ ·~ ·~ ·~ ·~ ·~ ·~ ·~]`)
};

/**
* | output |
* | --- |
* | "The data folder is read-only: Freight Desk could not write to {folder}. Make the folder writable (or start Freight Desk with a data folder it can write to), ..." |
*
* @param {Store_Read_OnlyInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const store_read_only = /** @type {((inputs: Store_Read_OnlyInputs, options?: { locale?: "en" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Store_Read_OnlyInputs, { locale?: "en" | "es" | "en-XA" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_store_read_only(inputs)
	if (locale === "en-XA") return en_xa2_store_read_only(inputs)
	return en_store_read_only(inputs)
});