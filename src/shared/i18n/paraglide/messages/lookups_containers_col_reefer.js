/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Lookups_Containers_Col_ReeferInputs */

const en_lookups_containers_col_reefer = /** @type {(inputs: Lookups_Containers_Col_ReeferInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Reefer`)
};

const es_lookups_containers_col_reefer = /** @type {(inputs: Lookups_Containers_Col_ReeferInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Frigorífico`)
};

const en_xa2_lookups_containers_col_reefer = /** @type {(inputs: Lookups_Containers_Col_ReeferInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Ŕééƒéŕ ·~]`)
};

/**
* | output |
* | --- |
* | "Reefer" |
*
* @param {Lookups_Containers_Col_ReeferInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const lookups_containers_col_reefer = /** @type {((inputs?: Lookups_Containers_Col_ReeferInputs, options?: { locale?: "en" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Lookups_Containers_Col_ReeferInputs, { locale?: "en" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_lookups_containers_col_reefer(inputs)
	if (locale === "en-XA") return en_xa2_lookups_containers_col_reefer(inputs)
	return en_lookups_containers_col_reefer(inputs)
});