/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ title: NonNullable<unknown> }} Notices_Dismiss_OneInputs */

const en_notices_dismiss_one = /** @type {(inputs: Notices_Dismiss_OneInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Dismiss notification ${i?.title}`)
};

const es_notices_dismiss_one = /** @type {(inputs: Notices_Dismiss_OneInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Descartar la notificación ${i?.title}`)
};

const en_xa2_notices_dismiss_one = /** @type {(inputs: Notices_Dismiss_OneInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`[Ðíšɱíšš ñóţíƒíçáţíóñ ${i?.title} ·~ ·~ ·~]`)
};

/**
* | output |
* | --- |
* | "Dismiss notification {title}" |
*
* @param {Notices_Dismiss_OneInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const notices_dismiss_one = /** @type {((inputs: Notices_Dismiss_OneInputs, options?: { locale?: "en" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Notices_Dismiss_OneInputs, { locale?: "en" | "es" | "en-XA" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_notices_dismiss_one(inputs)
	if (locale === "en-XA") return en_xa2_notices_dismiss_one(inputs)
	return en_notices_dismiss_one(inputs)
});