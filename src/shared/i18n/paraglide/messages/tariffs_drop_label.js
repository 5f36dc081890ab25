/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Tariffs_Drop_LabelInputs */

const en_tariffs_drop_label = /** @type {(inputs: Tariffs_Drop_LabelInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Drop to add to this tariff`)
};

const es_tariffs_drop_label = /** @type {(inputs: Tariffs_Drop_LabelInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Suelte para añadir a esta tarifa`)
};

const en_xa2_tariffs_drop_label = /** @type {(inputs: Tariffs_Drop_LabelInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Ðŕóþ ţó áðð ţó ţĥíš ţáŕíƒƒ ·~ ·~ ·~ ·]`)
};

/**
* | output |
* | --- |
* | "Drop to add to this tariff" |
*
* @param {Tariffs_Drop_LabelInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const tariffs_drop_label = /** @type {((inputs?: Tariffs_Drop_LabelInputs, options?: { locale?: "en" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Tariffs_Drop_LabelInputs, { locale?: "en" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_tariffs_drop_label(inputs)
	if (locale === "en-XA") return en_xa2_tariffs_drop_label(inputs)
	return en_tariffs_drop_label(inputs)
});