/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Timeline_NewInputs */

const en_timeline_new = /** @type {(inputs: Timeline_NewInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`New`)
};

const es_timeline_new = /** @type {(inputs: Timeline_NewInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Nuevo`)
};

const en_xa2_timeline_new = /** @type {(inputs: Timeline_NewInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Ñéŵ ·]`)
};

/**
* | output |
* | --- |
* | "New" |
*
* @param {Timeline_NewInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const timeline_new = /** @type {((inputs?: Timeline_NewInputs, options?: { locale?: "en" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Timeline_NewInputs, { locale?: "en" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_timeline_new(inputs)
	if (locale === "en-XA") return en_xa2_timeline_new(inputs)
	return en_timeline_new(inputs)
});