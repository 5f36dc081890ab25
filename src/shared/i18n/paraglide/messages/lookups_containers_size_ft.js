/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ size: NonNullable<unknown> }} Lookups_Containers_Size_FtInputs */

const en_lookups_containers_size_ft = /** @type {(inputs: Lookups_Containers_Size_FtInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.size} ft`)
};

const es_lookups_containers_size_ft = /** @type {(inputs: Lookups_Containers_Size_FtInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.size} pies`)
};

const en_xa2_lookups_containers_size_ft = /** @type {(inputs: Lookups_Containers_Size_FtInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`[${i?.size} ƒţ ·]`)
};

/**
* | output |
* | --- |
* | "{size} ft" |
*
* @param {Lookups_Containers_Size_FtInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const lookups_containers_size_ft = /** @type {((inputs: Lookups_Containers_Size_FtInputs, options?: { locale?: "en" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Lookups_Containers_Size_FtInputs, { locale?: "en" | "es" | "en-XA" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_lookups_containers_size_ft(inputs)
	if (locale === "en-XA") return en_xa2_lookups_containers_size_ft(inputs)
	return en_lookups_containers_size_ft(inputs)
});