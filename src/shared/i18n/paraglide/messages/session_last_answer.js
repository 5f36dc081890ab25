/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ when: NonNullable<unknown> }} Session_Last_AnswerInputs */

const en_session_last_answer = /** @type {(inputs: Session_Last_AnswerInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Last answer ${i?.when}`)
};

const es_session_last_answer = /** @type {(inputs: Session_Last_AnswerInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Última respuesta ${i?.when}`)
};

const en_xa2_session_last_answer = /** @type {(inputs: Session_Last_AnswerInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`[Ļášţ áñšŵéŕ ${i?.when} ·~ ·]`)
};

/**
* | output |
* | --- |
* | "Last answer {when}" |
*
* @param {Session_Last_AnswerInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const session_last_answer = /** @type {((inputs: Session_Last_AnswerInputs, options?: { locale?: "en" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Session_Last_AnswerInputs, { locale?: "en" | "es" | "en-XA" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_session_last_answer(inputs)
	if (locale === "en-XA") return en_xa2_session_last_answer(inputs)
	return en_session_last_answer(inputs)
});