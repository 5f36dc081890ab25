/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Failure_Try_LaterInputs */

const en_failure_try_later = /** @type {(inputs: Failure_Try_LaterInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Try again in a few minutes.`)
};

const es_failure_try_later = /** @type {(inputs: Failure_Try_LaterInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Vuelva a intentarlo en unos minutos.`)
};

const en_xa2_failure_try_later = /** @type {(inputs: Failure_Try_LaterInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Ţŕý áĝáíñ íñ á ƒéŵ ɱíñúţéš. ·~ ·~ ·~ ·]`)
};

/**
* | output |
* | --- |
* | "Try again in a few minutes." |
*
* @param {Failure_Try_LaterInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const failure_try_later = /** @type {((inputs?: Failure_Try_LaterInputs, options?: { locale?: "en" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Failure_Try_LaterInputs, { locale?: "en" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_failure_try_later(inputs)
	if (locale === "en-XA") return en_xa2_failure_try_later(inputs)
	return en_failure_try_later(inputs)
});