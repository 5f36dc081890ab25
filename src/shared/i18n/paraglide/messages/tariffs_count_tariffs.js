/* eslint-disable */
import * as registry from '../registry.js'
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ count: NonNullable<unknown>, shown: NonNullable<unknown> }} Tariffs_Count_TariffsInputs */

const en_tariffs_count_tariffs = /** @type {(inputs: Tariffs_Count_TariffsInputs) => LocalizedString} */ (i) => {const countPlural = registry.plural("en", i?.count, {});
	if (countPlural === "one") return /** @type {LocalizedString} */ (`${i?.shown} tariff`);
	return /** @type {LocalizedString} */ (`${i?.shown} tariffs`)
	
};

const es_tariffs_count_tariffs = /** @type {(inputs: Tariffs_Count_TariffsInputs) => LocalizedString} */ (i) => {const countPlural = registry.plural("es", i?.count, {});
	if (countPlural === "one") return /** @type {LocalizedString} */ (`${i?.shown} tarifa`);
	return /** @type {LocalizedString} */ (`${i?.shown} tarifas`)
	
};

const en_xa2_tariffs_count_tariffs = /** @type {(inputs: Tariffs_Count_TariffsInputs) => LocalizedString} */ (i) => {const countPlural = registry.plural("en-XA", i?.count, {});
	if (countPlural === "one") return /** @type {LocalizedString} */ (`[${i?.shown} ţáŕíƒƒ ·~]`);
	return /** @type {LocalizedString} */ (`[${i?.shown} ţáŕíƒƒš ·~ ]`)
	
};

/**
* | countPlural | output |
* | --- | --- |
* | "one" | "{shown} tariff" |
* | * | "{shown} tariffs" |
*
* @param {Tariffs_Count_TariffsInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const tariffs_count_tariffs = /** @type {((inputs: Tariffs_Count_TariffsInputs, options?: { locale?: "en" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Tariffs_Count_TariffsInputs, { locale?: "en" | "es" | "en-XA" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_tariffs_count_tariffs(inputs)
	if (locale === "en-XA") return en_xa2_tariffs_count_tariffs(inputs)
	return en_tariffs_count_tariffs(inputs)
});