/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Tariffs_From_RequiredInputs */

const en_tariffs_from_required = /** @type {(inputs: Tariffs_From_RequiredInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`From date is required`)
};

const es_tariffs_from_required = /** @type {(inputs: Tariffs_From_RequiredInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`La fecha inicial es obligatoria`)
};

const en_xa2_tariffs_from_required = /** @type {(inputs: Tariffs_From_RequiredInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Ƒŕóɱ ðáţé íš ŕéǫúíŕéð ·~ ·~ ·~]`)
};

/**
* | output |
* | --- |
* | "From date is required" |
*
* @param {Tariffs_From_RequiredInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const tariffs_from_required = /** @type {((inputs?: Tariffs_From_RequiredInputs, options?: { locale?: "en" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Tariffs_From_RequiredInputs, { locale?: "en" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_tariffs_from_required(inputs)
	if (locale === "en-XA") return en_xa2_tariffs_from_required(inputs)
	return en_tariffs_from_required(inputs)
});