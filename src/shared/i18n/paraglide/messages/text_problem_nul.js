/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Text_Problem_NulInputs */

const en_text_problem_nul = /** @type {(inputs: Text_Problem_NulInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`holds a NUL character (U+0000), which no text may contain`)
};

const es_text_problem_nul = /** @type {(inputs: Text_Problem_NulInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`contiene un carácter NUL (U+0000), que ningún texto puede contener`)
};

const en_xa2_text_problem_nul = /** @type {(inputs: Text_Problem_NulInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[ĥóļðš á ÑÚĻ çĥáŕáçţéŕ (Ú+0000), ŵĥíçĥ ñó ţéẋţ ɱáý çóñţáíñ ·~ ·~ ·~ ·~ ·~ ·~ ·~ ·]`)
};

/**
* | output |
* | --- |
* | "holds a NUL character (U+0000), which no text may contain" |
*
* @param {Text_Problem_NulInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const text_problem_nul = /** @type {((inputs?: Text_Problem_NulInputs, options?: { locale?: "en" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Text_Problem_NulInputs, { locale?: "en" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_text_problem_nul(inputs)
	if (locale === "en-XA") return en_xa2_text_problem_nul(inputs)
	return en_text_problem_nul(inputs)
});