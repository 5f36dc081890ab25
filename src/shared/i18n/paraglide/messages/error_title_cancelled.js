/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Error_Title_CancelledInputs */

const en_error_title_cancelled = /** @type {(inputs: Error_Title_CancelledInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Cancelled`)
};

const es_error_title_cancelled = /** @type {(inputs: Error_Title_CancelledInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Cancelado`)
};

const en_xa2_error_title_cancelled = /** @type {(inputs: Error_Title_CancelledInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Çáñçéļļéð ·~ ]`)
};

/**
* | output |
* | --- |
* | "Cancelled" |
*
* @param {Error_Title_CancelledInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const error_title_cancelled = /** @type {((inputs?: Error_Title_CancelledInputs, options?: { locale?: "en" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Error_Title_CancelledInputs, { locale?: "en" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_error_title_cancelled(inputs)
	if (locale === "en-XA") return en_xa2_error_title_cancelled(inputs)
	return en_error_title_cancelled(inputs)
});