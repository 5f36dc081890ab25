/* eslint-disable */
import * as registry from '../registry.js'
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ rates: NonNullable<unknown>, files: NonNullable<unknown>, ratesShown: NonNullable<unknown>, filesShown: NonNullable<unknown> }} Tariffs_Answer_StoredInputs */

const en_tariffs_answer_stored = /** @type {(inputs: Tariffs_Answer_StoredInputs) => LocalizedString} */ (i) => {const ratesPlural = registry.plural("en", i?.rates, {});
	const filesPlural = registry.plural("en", i?.files, {});
	if (ratesPlural === "one" && filesPlural === "one") return /** @type {LocalizedString} */ (`Tariff stored: ${i?.ratesShown} rate imported from ${i?.filesShown} CSV file`);
	if (ratesPlural === "one") return /** @type {LocalizedString} */ (`Tariff stored: ${i?.ratesShown} rate imported from ${i?.filesShown} CSV files`);
	if (filesPlural === "one") return /** @type {LocalizedString} */ (`Tariff stored: ${i?.ratesShown} rates imported from ${i?.filesShown} CSV file`);
	return /** @type {LocalizedString} */ (`Tariff stored: ${i?.ratesShown} rates imported from ${i?.filesShown} CSV files`)
	
};

const es_tariffs_answer_stored = /** @type {(inputs: Tariffs_Answer_StoredInputs) => LocalizedString} */ (i) => {const ratesPlural = registry.plural("es", i?.rates, {});
	const filesPlural = registry.plural("es", i?.files, {});
	if (ratesPlural === "one" && filesPlural === "one") return /** @type {LocalizedString} */ (`Tarifa guardada: ${i?.ratesShown} precio importado de ${i?.filesShown} archivo CSV`);
	if (ratesPlural === "one") return /** @type {LocalizedString} */ (`Tarifa guardada: ${i?.ratesShown} precio importado de ${i?.filesShown} archivos CSV`);
	if (filesPlural === "one") return /** @type {LocalizedString} */ (`Tarifa guardada: ${i?.ratesShown} precios importados de ${i?.filesShown} archivo CSV`);
	return /** @type {LocalizedString} */ (`Tarifa guardada: ${i?.ratesShown} precios importados de ${i?.filesShown} archivos CSV`)
	
};

const en_xa2_tariffs_answer_stored = /** @type {(inputs: Tariffs_Answer_StoredInputs) => LocalizedString} */ (i) => {const ratesPlural = registry.plural("en-XA", i?.rates, {});
	const filesPlural = registry.plural("en-XA", i?.files, {});
	if (ratesPlural === "one" && filesPlural === "one") return /** @type {LocalizedString} */ (`[Ţáŕíƒƒ šţóŕéð: ${i?.ratesShown} ŕáţé íɱþóŕţéð ƒŕóɱ ${i?.filesShown} ÇŠṼ ƒíļé ·~ ·~ ·~ ·~ ·~ ·~]`);
	if (ratesPlural === "one") return /** @type {LocalizedString} */ (`[Ţáŕíƒƒ šţóŕéð: ${i?.ratesShown} ŕáţé íɱþóŕţéð ƒŕóɱ ${i?.filesShown} ÇŠṼ ƒíļéš ·~ ·~ ·~ ·~ ·~ ·~]`);
	if (filesPlural === "one") return /** @type {LocalizedString} */ (`[Ţáŕíƒƒ šţóŕéð: ${i?.ratesShown} ŕáţéš íɱþóŕţéð ƒŕóɱ ${i?.filesShown} ÇŠṼ ƒíļé ·~ ·~ ·~ ·~ ·~ ·~]`);
	return /** @type {LocalizedString} */ (`[Ţáŕíƒƒ šţóŕéð: ${i?.ratesShown} ŕáţéš íɱþóŕţéð ƒŕóɱ ${i?.filesShown} ÇŠṼ ƒíļéš ·~ ·~ ·~ ·~ ·~ ·~ ]`)
	
};

/**
* | ratesPlural | filesPlural | output |
* | --- | --- | --- |
* | "one" | "one" | "Tariff stored: {ratesShown} rate imported from {filesShown} CSV file" |
* | "one" | * | "Tariff stored: {ratesShown} rate imported from {filesShown} CSV files" |
* | * | "one" | "Tariff stored: {ratesShown} rates imported from {filesShown} CSV file" |
* | * | * | "Tariff stored: {ratesShown} rates imported from {filesShown} CSV files" |
*
* @param {Tariffs_Answer_StoredInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const tariffs_answer_stored = /** @type {((inputs: Tariffs_Answer_StoredInputs, options?: { locale?: "en" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Tariffs_Answer_StoredInputs, { locale?: "en" | "es" | "en-XA" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_tariffs_answer_stored(inputs)
	if (locale === "en-XA") return en_xa2_tariffs_answer_stored(inputs)
	return en_tariffs_answer_stored(inputs)
});