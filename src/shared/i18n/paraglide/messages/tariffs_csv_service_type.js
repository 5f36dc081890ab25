/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ column: NonNullable<unknown>, value: NonNullable<unknown> }} Tariffs_Csv_Service_TypeInputs */

const en_tariffs_csv_service_type = /** @type {(inputs: Tariffs_Csv_Service_TypeInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.column} “${i?.value}” must be CY or SD`)
};

const es_tariffs_csv_service_type = /** @type {(inputs: Tariffs_Csv_Service_TypeInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.column} «${i?.value}» debe ser CY o SD`)
};

const en_xa2_tariffs_csv_service_type = /** @type {(inputs: Tariffs_Csv_Service_TypeInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`[${i?.column} “${i?.value}” ɱúšţ ƀé ÇÝ óŕ ŠÐ ·~ ·~ ·]`)
};

/**
* | output |
* | --- |
* | "{column} “{value}” must be CY or SD" |
*
* @param {Tariffs_Csv_Service_TypeInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const tariffs_csv_service_type = /** @type {((inputs: Tariffs_Csv_Service_TypeInputs, options?: { locale?: "en" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Tariffs_Csv_Service_TypeInputs, { locale?: "en" | "es" | "en-XA" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_tariffs_csv_service_type(inputs)
	if (locale === "en-XA") return en_xa2_tariffs_csv_service_type(inputs)
	return en_tariffs_csv_service_type(inputs)
});