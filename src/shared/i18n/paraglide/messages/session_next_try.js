/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ when: NonNullable<unknown> }} Session_Next_TryInputs */

const en_session_next_try = /** @type {(inputs: Session_Next_TryInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`next try ${i?.when}`)
};

const es_session_next_try = /** @type {(inputs: Session_Next_TryInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`próximo intento ${i?.when}`)
};

const en_xa2_session_next_try = /** @type {(inputs: Session_Next_TryInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`[ñéẋţ ţŕý ${i?.when} ·~ ]`)
};

/**
* | output |
* | --- |
* | "next try {when}" |
*
* @param {Session_Next_TryInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const session_next_try = /** @type {((inputs: Session_Next_TryInputs, options?: { locale?: "en" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Session_Next_TryInputs, { locale?: "en" | "es" | "en-XA" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_session_next_try(inputs)
	if (locale === "en-XA") return en_xa2_session_next_try(inputs)
	return en_session_next_try(inputs)
});