/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ unit: NonNullable<unknown> }} Service_Said_Measurement_UnitInputs */

const en_service_said_measurement_unit = /** @type {(inputs: Service_Said_Measurement_UnitInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`The unit of measurement “${i?.unit}” is not known; use CmKg (or InLb)`)
};

const es_service_said_measurement_unit = /** @type {(inputs: Service_Said_Measurement_UnitInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`La unidad de medida «${i?.unit}» no existe; use CmKg (o InLb)`)
};

const en_xa2_service_said_measurement_unit = /** @type {(inputs: Service_Said_Measurement_UnitInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`[Ţĥé úñíţ óƒ ɱéášúŕéɱéñţ “${i?.unit}” íš ñóţ ķñóŵñ; úšé ÇɱĶĝ (óŕ ÍñĻƀ) ·~ ·~ ·~ ·~ ·~ ·~ ·~ ·~]`)
};

/**
* | output |
* | --- |
* | "The unit of measurement “{unit}” is not known; use CmKg (or InLb)" |
*
* @param {Service_Said_Measurement_UnitInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const service_said_measurement_unit = /** @type {((inputs: Service_Said_Measurement_UnitInputs, options?: { locale?: "en" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Service_Said_Measurement_UnitInputs, { locale?: "en" | "es" | "en-XA" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_service_said_measurement_unit(inputs)
	if (locale === "en-XA") return en_xa2_service_said_measurement_unit(inputs)
	return en_service_said_measurement_unit(inputs)
});