/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Session_No_Answer_YetInputs */

const en_session_no_answer_yet = /** @type {(inputs: Session_No_Answer_YetInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`No answer yet in this session`)
};

const es_session_no_answer_yet = /** @type {(inputs: Session_No_Answer_YetInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Aún sin respuesta en esta sesión`)
};

const en_xa2_session_no_answer_yet = /** @type {(inputs: Session_No_Answer_YetInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Ñó áñšŵéŕ ýéţ íñ ţĥíš šéššíóñ ·~ ·~ ·~ ·~]`)
};

/**
* | output |
* | --- |
* | "No answer yet in this session" |
*
* @param {Session_No_Answer_YetInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const session_no_answer_yet = /** @type {((inputs?: Session_No_Answer_YetInputs, options?: { locale?: "en" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Session_No_Answer_YetInputs, { locale?: "en" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_session_no_answer_yet(inputs)
	if (locale === "en-XA") return en_xa2_session_no_answer_yet(inputs)
	return en_session_no_answer_yet(inputs)
});