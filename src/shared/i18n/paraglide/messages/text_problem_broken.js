/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Text_Problem_BrokenInputs */

const en_text_problem_broken = /** @type {(inputs: Text_Problem_BrokenInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`holds a broken character (half of a UTF-16 surrogate pair), so it is not well-formed text`)
};

const es_text_problem_broken = /** @type {(inputs: Text_Problem_BrokenInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`contiene un carácter roto (la mitad de un par sustituto UTF-16), así que no es un texto bien formado`)
};

const en_xa2_text_problem_broken = /** @type {(inputs: Text_Problem_BrokenInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[ĥóļðš á ƀŕóķéñ çĥáŕáçţéŕ (ĥáļƒ óƒ á ÚŢƑ-16 šúŕŕóĝáţé þáíŕ), šó íţ íš ñóţ ŵéļļ-ƒóŕɱéð ţéẋţ ·~ ·~ ·~ ·~ ·~ ·~ ·~ ·~ ·~ ·~ ·~ ·~]`)
};

/**
* | output |
* | --- |
* | "holds a broken character (half of a UTF-16 surrogate pair), so it is not well-formed text" |
*
* @param {Text_Problem_BrokenInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const text_problem_broken = /** @type {((inputs?: Text_Problem_BrokenInputs, options?: { locale?: "en" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Text_Problem_BrokenInputs, { locale?: "en" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_text_problem_broken(inputs)
	if (locale === "en-XA") return en_xa2_text_problem_broken(inputs)
	return en_text_problem_broken(inputs)
});