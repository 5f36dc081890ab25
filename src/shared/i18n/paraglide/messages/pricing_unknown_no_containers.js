/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Pricing_Unknown_No_ContainersInputs */

const en_pricing_unknown_no_containers = /** @type {(inputs: Pricing_Unknown_No_ContainersInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`The rule adds an amount per container, and this shipment has no containers.`)
};

const es_pricing_unknown_no_containers = /** @type {(inputs: Pricing_Unknown_No_ContainersInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`La regla añade un importe por contenedor, y este envío no tiene contenedores.`)
};

const en_xa2_pricing_unknown_no_containers = /** @type {(inputs: Pricing_Unknown_No_ContainersInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Ţĥé ŕúļé áððš áñ áɱóúñţ þéŕ çóñţáíñéŕ, áñð ţĥíš šĥíþɱéñţ ĥáš ñó çóñţáíñéŕš. ·~ ·~ ·~ ·~ ·~ ·~ ·~ ·~ ·~ ·~]`)
};

/**
* | output |
* | --- |
* | "The rule adds an amount per container, and this shipment has no containers." |
*
* @param {Pricing_Unknown_No_ContainersInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const pricing_unknown_no_containers = /** @type {((inputs?: Pricing_Unknown_No_ContainersInputs, options?: { locale?: "en" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Pricing_Unknown_No_ContainersInputs, { locale?: "en" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_pricing_unknown_no_containers(inputs)
	if (locale === "en-XA") return en_xa2_pricing_unknown_no_containers(inputs)
	return en_pricing_unknown_no_containers(inputs)
});