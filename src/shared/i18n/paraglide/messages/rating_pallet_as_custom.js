/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ type: NonNullable<unknown> }} Rating_Pallet_As_CustomInputs */

const en_rating_pallet_as_custom = /** @type {(inputs: Rating_Pallet_As_CustomInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.type} · as Custom`)
};

const es_rating_pallet_as_custom = /** @type {(inputs: Rating_Pallet_As_CustomInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.type} · como Custom`)
};

const en_xa2_rating_pallet_as_custom = /** @type {(inputs: Rating_Pallet_As_CustomInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`[${i?.type} · áš Çúšţóɱ ·~ ·]`)
};

/**
* | output |
* | --- |
* | "{type} · as Custom" |
*
* @param {Rating_Pallet_As_CustomInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const rating_pallet_as_custom = /** @type {((inputs: Rating_Pallet_As_CustomInputs, options?: { locale?: "en" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Rating_Pallet_As_CustomInputs, { locale?: "en" | "es" | "en-XA" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_rating_pallet_as_custom(inputs)
	if (locale === "en-XA") return en_xa2_rating_pallet_as_custom(inputs)
	return en_rating_pallet_as_custom(inputs)
});