export const PRODUCT_NAME = "Spark Decodables";
