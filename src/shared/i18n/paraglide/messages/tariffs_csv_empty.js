/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Tariffs_Csv_EmptyInputs */

const en_tariffs_csv_empty = /** @type {(inputs: Tariffs_Csv_EmptyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`the file is empty; its first line must be the header`)
};

const es_tariffs_csv_empty = /** @type {(inputs: Tariffs_Csv_EmptyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`el archivo está vacío; su primera línea debe ser la cabecera`)
};

const en_xa2_tariffs_csv_empty = /** @type {(inputs: Tariffs_Csv_EmptyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[ţĥé ƒíļé íš éɱþţý; íţš ƒíŕšţ ļíñé ɱúšţ ƀé ţĥé ĥéáðéŕ ·~ ·~ ·~ ·~ ·~ ·~ ·~]`)
};

/**
* | output |
* | --- |
* | "the file is empty; its first line must be the header" |
*
* @param {Tariffs_Csv_EmptyInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const tariffs_csv_empty = /** @type {((inputs?: Tariffs_Csv_EmptyInputs, options?: { locale?: "en" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Tariffs_Csv_EmptyInputs, { locale?: "en" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_tariffs_csv_empty(inputs)
	if (locale === "en-XA") return en_xa2_tariffs_csv_empty(inputs)
	return en_tariffs_csv_empty(inputs)
});