/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ what: NonNullable<unknown> }} Rating_Lines_Saved_ListInputs */

const en_rating_lines_saved_list = /** @type {(inputs: Rating_Lines_Saved_ListInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.what} from this desk’s saved list:`)
};

const es_rating_lines_saved_list = /** @type {(inputs: Rating_Lines_Saved_ListInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.what} de la lista guardada en este escritorio:`)
};

const en_xa2_rating_lines_saved_list = /** @type {(inputs: Rating_Lines_Saved_ListInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`[${i?.what} ƒŕóɱ ţĥíš ðéšķ’š šáṽéð ļíšţ: ·~ ·~ ·~ ·~]`)
};

/**
* | output |
* | --- |
* | "{what} from this desk’s saved list:" |
*
* @param {Rating_Lines_Saved_ListInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const rating_lines_saved_list = /** @type {((inputs: Rating_Lines_Saved_ListInputs, options?: { locale?: "en" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Rating_Lines_Saved_ListInputs, { locale?: "en" | "es" | "en-XA" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_rating_lines_saved_list(inputs)
	if (locale === "en-XA") return en_xa2_rating_lines_saved_list(inputs)
	return en_rating_lines_saved_list(inputs)
});