/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ when: NonNullable<unknown> }} Session_Last_WorkedInputs */

const en_session_last_worked = /** @type {(inputs: Session_Last_WorkedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Last worked ${i?.when}`)
};

const es_session_last_worked = /** @type {(inputs: Session_Last_WorkedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Funcionó por última vez ${i?.when}`)
};

const en_xa2_session_last_worked = /** @type {(inputs: Session_Last_WorkedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`[Ļášţ ŵóŕķéð ${i?.when} ·~ ·]`)
};

/**
* | output |
* | --- |
* | "Last worked {when}" |
*
* @param {Session_Last_WorkedInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const session_last_worked = /** @type {((inputs: Session_Last_WorkedInputs, options?: { locale?: "en" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Session_Last_WorkedInputs, { locale?: "en" | "es" | "en-XA" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_session_last_worked(inputs)
	if (locale === "en-XA") return en_xa2_session_last_worked(inputs)
	return en_session_last_worked(inputs)
});