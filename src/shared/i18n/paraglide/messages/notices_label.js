/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Notices_LabelInputs */

const en_notices_label = /** @type {(inputs: Notices_LabelInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Desk notifications`)
};

const es_notices_label = /** @type {(inputs: Notices_LabelInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Avisos del escritorio`)
};

const en_xa2_notices_label = /** @type {(inputs: Notices_LabelInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Ðéšķ ñóţíƒíçáţíóñš ·~ ·~ ·]`)
};

/**
* | output |
* | --- |
* | "Desk notifications" |
*
* @param {Notices_LabelInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const notices_label = /** @type {((inputs?: Notices_LabelInputs, options?: { locale?: "en" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Notices_LabelInputs, { locale?: "en" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_notices_label(inputs)
	if (locale === "en-XA") return en_xa2_notices_label(inputs)
	return en_notices_label(inputs)
});