/**
 * `x in ()` with an empty list (docs/api.md, "Database"): SQLite reads it as false, PostgreSQL refuses it as a syntax
 * error. Every query goes through this plugin, so `where('key', 'in', keys)` means the same on both engines whatever
 * `keys` holds: an empty `in` list matches no row, an empty `not in` list every row.
 */
import {
  BinaryOperationNode,
  type KyselyPlugin,
  OperationNodeTransformer,
  OperatorNode,
  type PluginTransformQueryArgs,
  type PluginTransformResultArgs,
  PrimitiveValueListNode,
  type QueryResult,
  type RootOperationNode,
  type UnknownRow,
  ValueListNode,
  ValueNode,
} from 'kysely';
import type { OperationNode } from 'kysely';

const isEmptyList = (node: OperationNode): boolean =>
  (PrimitiveValueListNode.is(node) && node.values.length === 0) || (ValueListNode.is(node) && node.values.length === 0);

class EmptyListTransformer extends OperationNodeTransformer {
  protected override transformBinaryOperation(node: BinaryOperationNode): BinaryOperationNode {
    const transformed = super.transformBinaryOperation(node);
    const operator = OperatorNode.is(transformed.operator) ? transformed.operator.operator : null;
    if ((operator !== 'in' && operator !== 'not in') || !isEmptyList(transformed.rightOperand)) return transformed;
    // `1 = 0` (nothing is in an empty list) or `1 = 1` (everything is not in it), written the same on both engines.
    return BinaryOperationNode.create(
      ValueNode.createImmediate(1),
      OperatorNode.create('='),
      ValueNode.createImmediate(operator === 'in' ? 0 : 1),
    );
  }
}

export class EmptyListPlugin implements KyselyPlugin {
  private readonly transformer = new EmptyListTransformer();

  transformQuery(args: PluginTransformQueryArgs): RootOperationNode {
    return this.transformer.transformNode(args.node);
  }

  transformResult(args: PluginTransformResultArgs): Promise<QueryResult<UnknownRow>> {
    return Promise.resolve(args.result);
  }
}
