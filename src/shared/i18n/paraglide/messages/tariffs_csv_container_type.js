/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ value: NonNullable<unknown> }} Tariffs_Csv_Container_TypeInputs */

const en_tariffs_csv_container_type = /** @type {(inputs: Tariffs_Csv_Container_TypeInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`containerType “${i?.value}” is not a container type such as DRY40`)
};

const es_tariffs_csv_container_type = /** @type {(inputs: Tariffs_Csv_Container_TypeInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`containerType «${i?.value}» no es un tipo de contenedor como DRY40`)
};

const en_xa2_tariffs_csv_container_type = /** @type {(inputs: Tariffs_Csv_Container_TypeInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`[çóñţáíñéŕŢýþé “${i?.value}” íš ñóţ á çóñţáíñéŕ ţýþé šúçĥ áš ÐŔÝ40 ·~ ·~ ·~ ·~ ·~ ·~ ·~ ]`)
};

/**
* | output |
* | --- |
* | "containerType “{value}” is not a container type such as DRY40" |
*
* @param {Tariffs_Csv_Container_TypeInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const tariffs_csv_container_type = /** @type {((inputs: Tariffs_Csv_Container_TypeInputs, options?: { locale?: "en" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Tariffs_Csv_Container_TypeInputs, { locale?: "en" | "es" | "en-XA" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_tariffs_csv_container_type(inputs)
	if (locale === "en-XA") return en_xa2_tariffs_csv_container_type(inputs)
	return en_tariffs_csv_container_type(inputs)
});