/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Autocomplete_Saved_AnswerInputs */

const en_autocomplete_saved_answer = /** @type {(inputs: Autocomplete_Saved_AnswerInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Saved answer from an earlier search:`)
};

const es_autocomplete_saved_answer = /** @type {(inputs: Autocomplete_Saved_AnswerInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Respuesta guardada de una búsqueda anterior:`)
};

const en_xa2_autocomplete_saved_answer = /** @type {(inputs: Autocomplete_Saved_AnswerInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Šáṽéð áñšŵéŕ ƒŕóɱ áñ éáŕļíéŕ šéáŕçĥ: ·~ ·~ ·~ ·~ ·~]`)
};

/**
* | output |
* | --- |
* | "Saved answer from an earlier search:" |
*
* @param {Autocomplete_Saved_AnswerInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const autocomplete_saved_answer = /** @type {((inputs?: Autocomplete_Saved_AnswerInputs, options?: { locale?: "en" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Autocomplete_Saved_AnswerInputs, { locale?: "en" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_autocomplete_saved_answer(inputs)
	if (locale === "en-XA") return en_xa2_autocomplete_saved_answer(inputs)
	return en_autocomplete_saved_answer(inputs)
});